import { createHash } from 'node:crypto';
import { constants } from '../../../shared/config/constants';
import type {
  BrazilCpf,
  IdentityReview,
  IdentityReviewCheck,
  KycCheck,
  KycPhoto,
  KycQuota,
  KycResult,
  KycRule,
  KycSdkToken,
  KycStatusView,
  KycThrough,
  KycUserDetail,
} from '../../../shared/generated/api/kyc.schema';
import type { Db } from '../../store/db';
import type { FlowDeps } from '../orders/flow-deps';
import { fiatByCode } from '../../../shared/config/assets';
import { methodByCode, nationalityAllows } from '../../../shared/config/paymentMethods';
import type { Fiat } from '../../../shared/generated/assets.schema';
import type { MerchantsConfig } from '../../../shared/generated/merchants.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import type { Side } from '../catalog';
import { amountLimitsFor, cappedLimits } from '../orders/limits';
import { maskValue as mask } from '../../mask';
import { refuse, refuseField, refuseProviderFailure } from '../../refusals';
import { checkIdentity } from './identity-rules';
import { kycCapFor, kycFlagFor, kycRequirementFor, kycSatisfied } from './kyc-rules';
import {
  identityReviewStatusByOutcome,
  kycStateOf,
  maySubmit,
  reviewRowOf,
  saveIdentityDraft,
  saveSdkToken,
  submitForReview,
  submitIdentityReview,
  type KycIdentity,
  type KycState,
} from './kyc-store';

/** POST /kyc/getKycStatus and /kyc/getSellKycStatus: the review status and the approved level (product §3 levelIndex). */
export async function kycStatusView(db: Db, deps: FlowDeps, userNo: string): Promise<KycStatusView> {
  const state = await kycStateOf(db, deps, userNo);
  return { kycStatus: state.status, kycLevel: state.level, levelIndex: state.verifiedLevel };
}

/**
 * POST /kyc/kycDisabled: product §7 data true asks the user to log in to KYC again. No identity state
 * here is helped by a login: a rejected review caps the amounts the user may pay (/kyc/check then
 * answers kycFlag 2 and /kycStatus says why and where to get help) without stopping smaller orders.
 * An account at risk (KYC or identity review) cannot trade at all: it is refused with accountRisk
 * (40207, 'This account is at risk and cannot trade now', product §6/§8) as its orders are.
 */
export async function kycDisabled(db: Db, deps: FlowDeps, userNo: string): Promise<boolean> {
  const state = await kycStateOf(db, deps, userNo);
  if (state.risky) refuse('accountRisk');
  return false;
}

/** The order facts a KYC question is about (product §3 order check payload): side, fiat and, when chosen, the method. */
export interface KycQuestion {
  /** Product §7 businessType: 1 buy, 2 sell. */
  side: Side;
  fiat: string;
  /** Product §3 payType: the payWayCode of the side's catalogue. */
  payType?: string;
}

function questionFacts(question: KycQuestion): { fiat: Fiat; method: PaymentMethod | undefined } {
  // Limits are known only for the fiats of config/assets.json and the methods of the side's catalogue.
  const fiat = fiatByCode(question.fiat) ?? refuseField('fiat');
  if (question.payType === undefined) return { fiat, method: undefined };
  const method = methodByCode(question.side, question.payType);
  if (!method || !method.fiats.includes(fiat.code)) refuseField('payType');
  return { fiat, method };
}

/**
 * POST /kyc/getQuota: product §6 'Payment limit up to', the most the user can pay now: the order's
 * amount range (amountLimitsFor, the method's when named) capped by what the identity allows.
 */
export async function kycQuota(db: Db, deps: FlowDeps, userNo: string, question: KycQuestion): Promise<KycQuota> {
  const { fiat, method } = questionFacts(question);
  const range = amountLimitsFor(question.side, fiat, method) ?? refuseField('fiat');
  const state = await kycStateOf(db, deps, userNo);
  const payable = cappedLimits(range, kycCapFor(state, deps.kyc.limitsFor(question.side, fiat.code), fiat));
  return { fiat: fiat.code, quota: payable.max };
}

/** Reason codes of a failed or exception review (product §8: own ID, name matches the cardholder, one ID only). */
const reasonsByStatus: Record<string, KycResult['reasons']> = {
  failed: ['ownId', 'nameMatchesCardholder', 'singleId'],
  exception: ['resubmitDocuments'],
};

/** POST /kyc/getKycResult. */
export async function kycResult(db: Db, deps: FlowDeps, userNo: string): Promise<KycResult> {
  const state = await kycStateOf(db, deps, userNo);
  return { kycStatus: state.status, reasons: reasonsByStatus[state.status] ?? [] };
}

/** POST /kyc/getKycToken (level 1) and /kyc/getToken/v2 (level 2, product §4 userLevel 2): a token for the provider's capture SDK. */
export async function kycSdkToken(db: Db, deps: FlowDeps, userNo: string, level: 1 | 2): Promise<KycSdkToken> {
  const state = await kycStateOf(db, deps, userNo);
  if (!maySubmit(state, level)) refuse('orderState', { status: state.status });
  const applicant = await deps.kyc.createApplicant({ userNo, level }).catch(refuseProviderFailure);
  await saveSdkToken(db, deps, userNo, applicant.sdkToken, level);
  return { token: applicant.sdkToken, level, captureUrl: applicant.captureUrl };
}

/** The photos a submission needs: the ID and a selfie, and the proof of address at level 2 (product §4). */
const photosForLevel = (level: number): KycPhoto['kind'][] => (level >= 2 ? ['id', 'selfie', 'proofOfAddress'] : ['id', 'selfie']);

/**
 * The photos a next submission may keep instead of uploading again (a resubmission keeps
 * what is still valid). Every photo uploaded counts, so an approved level 1's ID and selfie carry over
 * to level 2; a review that asked to resubmit the documents (exception) voids the photos sent before
 * its submission, which the reason concerns. Only the type, size and digest are kept, never the image,
 * so "valid" can mean only this.
 */
async function keptPhotos(
  db: Db,
  userNo: string,
  state: Pick<KycState, 'status'>,
  row: { submitted_at: number | null } | undefined,
): Promise<KycPhoto['kind'][]> {
  const since = state.status === 'exception' ? (row?.submitted_at ?? 0) : 0;
  const uploaded = await db.query<{ kind: KycPhoto['kind'] }>('SELECT DISTINCT kind FROM kyc_files WHERE user_no = $1 AND created_at > $2 ORDER BY kind', [
    userNo,
    since,
  ]);
  return uploaded.map((file) => file.kind);
}

/** Refuses, naming the first missing photo (idFile, selfieFile, proofOfAddressFile), unless every kind is kept (keptPhotos). */
function requirePhotos(kept: KycPhoto['kind'][], kinds: KycPhoto['kind'][]): void {
  for (const kind of kinds) if (!kept.includes(kind)) refuseField(`${kind}File`);
}

/**
 * POST /sandbox/kyc/{token}/documents/{kind}: the sandbox capture SDK's upload, authorised by the
 * SDK token as a vendor's would be. The photo gets the same type and size checks as the legend flow.
 */
export async function captureSdkDocument(db: Db, deps: FlowDeps, token: string, kind: KycPhoto['kind'], contentType: string, bytes: Buffer): Promise<KycPhoto> {
  const row = await db.one<{ user_no: string }>('SELECT user_no FROM kyc_reviews WHERE sdk_token = $1', [token]);
  if (!row) refuseField('token');
  return uploadKycPhoto(db, deps, row.user_no, kind, contentType, bytes);
}

/** POST /kyc/onfidoCheckSubmit: the SDK finished; the identity it captured goes to review. */
export async function kycSdkSubmit(db: Db, deps: FlowDeps, userNo: string, token: string, identity: KycIdentity): Promise<KycStatusView> {
  checkIdentity(identity, deps.now());
  const row = await reviewRowOf(db, userNo);
  if (!row?.sdk_token || row.sdk_token !== token) refuseField('token');
  // The level the token was issued for: a level is asked for with its own token (getKycToken, getToken/v2).
  const level = row.sdk_level ?? 1;
  const state = await kycStateOf(db, deps, userNo);
  requirePhotos(await keptPhotos(db, userNo, state, row), photosForLevel(level));
  if (!maySubmit(state, level)) refuse('orderState', { status: state.status });
  await submitForReview(db, deps, userNo, identity, level, state);
  return kycStatusView(db, deps, userNo);
}

/** POST /kyc/check: product §4 kycFlag and userLevel for an order about to be paid (or a sale about to be paid out). */
export async function kycCheck(db: Db, deps: FlowDeps, userNo: string, question: KycQuestion & { orderAmount: string }): Promise<KycCheck> {
  const { fiat, method } = questionFacts(question);
  const state = await kycStateOf(db, deps, userNo);
  const requirement = kycRequirementFor(deps.kyc.limitsFor(question.side, fiat.code), fiat, question.orderAmount, method);
  return { kycFlag: kycFlagFor(state, requirement), userLevel: requirement.level };
}

async function ownOrder(db: Db, userNo: string, orderNo: string) {
  const order = await db.one<{ fiat: string; fiat_amount: string; pay_way_code: string }>(
    'SELECT fiat, fiat_amount, pay_way_code FROM buy_orders WHERE order_no = $1 AND user_no = $2',
    [orderNo, userNo],
  );
  return order ?? refuse('notFound', { field: 'orderNo' });
}

/** POST /kyc/buyKycThrough: whether this order may go through with the identity the user has (product §3 isKyc, kycLevel). */
export async function buyKycThrough(db: Db, deps: FlowDeps, userNo: string, orderNo: string): Promise<KycThrough> {
  const order = await ownOrder(db, userNo, orderNo);
  const fiat = fiatByCode(order.fiat) ?? refuseField('orderNo');
  const state = await kycStateOf(db, deps, userNo);
  return { isKyc: kycSatisfied(state, kycRequirementFor(deps.kyc.limitsFor('buy', order.fiat), fiat, order.fiat_amount)), kycLevel: state.verifiedLevel };
}

/** Product §4 /kyc/kycRule answers (schemas/api/kyc.schema.json rule). */
const kycRuleAnswer = { check: 1, buyThrough: 2 } as const;

/**
 * GET /kyc/kycRule: product §4 Brazil pay rule for the order's method, 1 check first, 2 buy through.
 * A method with the Brazil KYC rule (config/payment-methods.json kycRule) goes through only for a
 * user whose approved identity is of the method's nationality or carries a valid CPF; a method
 * without the rule has nothing to check first. The appId, when sent, must name a merchant.
 */
export async function kycRule(
  db: Db,
  deps: FlowDeps,
  userNo: string,
  query: { orderNo: string; appId?: string },
  merchants: MerchantsConfig,
): Promise<KycRule> {
  if (query.appId !== undefined && !merchants.merchants.some((merchant) => merchant.appId === query.appId)) refuse('notFound', { field: 'appId' });
  const order = await ownOrder(db, userNo, query.orderNo);
  const method = methodByCode('buy', order.pay_way_code);
  if (method?.kycRule === undefined) return { rule: kycRuleAnswer.buyThrough };
  const state = await kycStateOf(db, deps, userNo);
  const brazilian = state.verifiedNationality !== undefined && nationalityAllows(method, state.verifiedNationality);
  return { rule: brazilian || state.verifiedCpf !== undefined ? kycRuleAnswer.buyThrough : kycRuleAnswer.check };
}

/** The identity's fields answered masked (product §9): a submission sends them again in full. */
const maskedFields = ['idNumber', 'ssn'] as const satisfies readonly (keyof KycIdentity)[];

function maskedIdentity(identity: KycIdentity): Pick<KycUserDetail, 'identity' | 'masked'> {
  const masked = maskedFields.filter((field) => identity[field]);
  return { identity: { ...identity, ...Object.fromEntries(masked.map((field) => [field, mask(identity[field] ?? '')])) }, masked };
}

/**
 * GET /kyc/findUserDetail: what a (re)submission starts from: the latest submission's identity, else
 * the approved one, ID numbers masked (product §9), and the photos it may keep (keptPhotos).
 */
export async function findUserDetail(db: Db, deps: FlowDeps, userNo: string): Promise<KycUserDetail> {
  const [state, row] = await Promise.all([kycStateOf(db, deps, userNo), reviewRowOf(db, userNo)]);
  const shown = state.identity ? maskedIdentity(state.identity) : { identity: null, masked: [] };
  return { kycStatus: state.status, ...shown, photosKept: await keptPhotos(db, userNo, state, row) };
}

/** GET /kyc/user/brazil/cpf: the CPF of an approved identity, masked; null makes PIX unavailable (product §8). */
export async function brazilCpf(db: Db, deps: FlowDeps, userNo: string): Promise<BrazilCpf> {
  const { verifiedCpf } = await kycStateOf(db, deps, userNo);
  return { cpf: verifiedCpf === undefined ? null : mask(verifiedCpf) };
}

/** POST /kyc/legend/queryData: the legend-trading form as saved. */
export async function legendQueryData(db: Db, deps: FlowDeps, userNo: string): Promise<KycUserDetail> {
  return findUserDetail(db, deps, userNo);
}

/** POST /kyc/legend/submitData: keeps the form; it is reviewed at kycSubmit. */
export async function legendSubmitData(db: Db, deps: FlowDeps, userNo: string, identity: KycIdentity) {
  checkIdentity(identity, deps.now());
  const state = await kycStateOf(db, deps, userNo);
  if (!maySubmit(state, 1)) refuse('orderState', { status: state.status });
  await saveIdentityDraft(db, deps, userNo, identity);
}

const signatures: Array<{ type: string; test: (bytes: Buffer) => boolean }> = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'image/heic', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1)$/.test(b.subarray(8, 12).toString('latin1')) },
];

/** The image type the bytes really are, when it is one of the accepted photo types. */
export function sniffPhotoType(bytes: Buffer): string | undefined {
  return signatures.find((signature) => constants.photoTypes.includes(signature.type) && signature.test(bytes))?.type;
}

/**
 * POST /kyc/legend/idFileUpload and selfieFileUpload: product §5 'Unsupported image type' unless the
 * declared type is accepted and the bytes are that type; a photo of photoMinBytes or less is refused
 * as not clear enough (product §5/§9 'The photo must be clear and over 500KB'). Only the digest is kept.
 */
export async function uploadKycPhoto(db: Db, deps: FlowDeps, userNo: string, kind: KycPhoto['kind'], contentType: string, bytes: Buffer): Promise<KycPhoto> {
  const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!constants.photoTypes.includes(declared) || sniffPhotoType(bytes) !== declared) refuse('unsupportedImageType');
  if (bytes.length <= constants.photoMinBytes) refuse('imageTooSmall', { minKb: String(Math.round(constants.photoMinBytes / 1024)) });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.query('INSERT INTO kyc_files (user_no, kind, content_type, size_bytes, sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    userNo,
    kind,
    declared,
    bytes.length,
    sha256,
    deps.now(),
  ]);
  return { kind, sizeBytes: bytes.length, sha256 };
}

/** POST /kyc/legend/kycSubmit: the saved form plus an ID photo and a selfie go to review. */
export async function legendKycSubmit(db: Db, deps: FlowDeps, userNo: string): Promise<KycStatusView> {
  const row = await reviewRowOf(db, userNo);
  if (!row?.identity) refuseField('identity');
  const state = await kycStateOf(db, deps, userNo);
  requirePhotos(await keptPhotos(db, userNo, state, row), photosForLevel(1));
  if (!maySubmit(state, 1)) refuse('orderState', { status: state.status });
  await submitForReview(db, deps, userNo, row.identity, 1, state);
  return kycStatusView(db, deps, userNo);
}

/** GET /kyc/auth/status: null when none was submitted (the browser goes to /fillInformation). */
export async function identityReviewStatus(db: Db, deps: FlowDeps, userNo: string): Promise<IdentityReview> {
  return { status: (await kycStateOf(db, deps, userNo)).identityReview };
}

/** POST /kyc/auth/check: whether the identity review lets a cashier-desk transfer go ahead. */
export async function identityReviewCheck(db: Db, deps: FlowDeps, userNo: string): Promise<IdentityReviewCheck> {
  const { status } = await identityReviewStatus(db, deps, userNo);
  return { passed: status === identityReviewStatusByOutcome.succeeded, status };
}

/** POST /kyc/auth/create: submits (or, after a resubmit answer, resubmits) the identity for review. */
export async function identityReviewCreate(db: Db, deps: FlowDeps, userNo: string, identity: KycIdentity): Promise<IdentityReview> {
  checkIdentity(identity, deps.now());
  const { status } = await identityReviewStatus(db, deps, userNo);
  if (status !== null && status !== identityReviewStatusByOutcome.exception)
    refuse('orderState', { status: String(status) }, 'errors.server.identityReviewSubmitted');
  await submitIdentityReview(db, deps, userNo, identity);
  return identityReviewStatus(db, deps, userNo);
}
