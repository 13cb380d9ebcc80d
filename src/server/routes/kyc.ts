import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  KycCheckBody,
  KycIdentityBody,
  KycOrderBody,
  KycQuotaBody,
  KycRuleQuery,
  KycSdkSubmitBody,
  SandboxKycDocumentParams,
} from '../../shared/generated/api/kyc.schema';
import { constants } from '../../shared/config/constants';
import { ok } from '../envelope';
import { requireSession } from '../plugins/auth';
import {
  brazilCpf,
  buyKycThrough,
  captureSdkDocument,
  findUserDetail,
  identityReviewCheck,
  identityReviewCreate,
  identityReviewStatus,
  kycCheck,
  kycDisabled,
  kycQuota,
  kycResult,
  kycRule,
  kycSdkSubmit,
  kycSdkToken,
  kycStatusView,
  legendKycSubmit,
  legendQueryData,
  legendSubmitData,
  uploadKycPhoto,
} from '../services/kyc/kyc-actions';
import { refuse } from '../refusals';
import { flowDeps, userNoOf } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/** Product §7 businessType of the order check payload: 1 buy, 2 sell (a quota call without one is about buying). */
const sideByBusinessType = { 1: 'buy', 2: 'sell' } as const;
const sideOf = (businessType: 1 | 2 | undefined) => sideByBusinessType[businessType ?? 1];

/** Product §7 KYC: status, tokens, SDK submit, order check, identity review, rule, details, CPF and legend trading. */
export const kycRoutes: FastifyPluginAsync = async (app) => {
  const deps = flowDeps(app);
  const signed = { preHandler: requireSession };
  const tags = ['kyc'];
  const status: [string, string] = ['kyc', 'kycStatusResponse'];
  const sdkToken: [string, string] = ['kyc', 'kycSdkTokenResponse'];
  const noBody = apiRef('common', 'noBody');
  const plain = (path: string, answer: [file: string, def: string], run: (userNo: string) => Promise<unknown>) =>
    app.post(path, { ...signed, schema: { tags, body: noBody, response: answers(...answer) } }, async (request) => ok(await run(userNoOf(request))));

  plain('/kyc/getKycStatus', status, (userNo) => kycStatusView(app.db, deps, userNo));
  plain('/kyc/getSellKycStatus', status, (userNo) => kycStatusView(app.db, deps, userNo));
  plain('/kyc/kycDisabled', ['common', 'booleanEnvelope'], (userNo) => kycDisabled(app.db, deps, userNo));
  plain('/kyc/getKycResult', ['kyc', 'kycResultResponse'], (userNo) => kycResult(app.db, deps, userNo));
  plain('/kyc/getKycToken', sdkToken, (userNo) => kycSdkToken(app.db, deps, userNo, 1));
  plain('/kyc/getToken/v2', sdkToken, (userNo) => kycSdkToken(app.db, deps, userNo, 2));
  plain('/kyc/auth/check', ['kyc', 'identityReviewCheckResponse'], (userNo) => identityReviewCheck(app.db, deps, userNo));
  plain('/kyc/legend/queryData', ['kyc', 'kycUserDetailResponse'], (userNo) => legendQueryData(app.db, deps, userNo));
  plain('/kyc/legend/kycSubmit', status, (userNo) => legendKycSubmit(app.db, deps, userNo));

  app.post<{ Body: KycQuotaBody }>(
    '/kyc/getQuota',
    { ...signed, schema: { tags, body: apiRef('kyc', 'quotaBody'), response: answers('kyc', 'kycQuotaResponse') } },
    async (request) => {
      const { fiat, payType, businessType } = request.body;
      return ok(await kycQuota(app.db, deps, userNoOf(request), { side: sideOf(businessType), fiat, payType }));
    },
  );

  app.post<{ Body: KycSdkSubmitBody }>(
    '/kyc/onfidoCheckSubmit',
    { ...signed, schema: { tags, body: apiRef('kyc', 'sdkSubmitBody'), response: answers(...status) } },
    async (request) => {
      const { token, ...identity } = request.body;
      return ok(await kycSdkSubmit(app.db, deps, userNoOf(request), token, identity));
    },
  );

  app.post<{ Body: KycOrderBody }>(
    '/kyc/buyKycThrough',
    { ...signed, schema: { tags, body: apiRef('kyc', 'orderNoBody'), response: answers('kyc', 'kycThroughResponse') } },
    async (request) => ok(await buyKycThrough(app.db, deps, userNoOf(request), request.body.orderNo)),
  );

  app.post<{ Body: KycCheckBody }>(
    '/kyc/check',
    { ...signed, schema: { tags, body: apiRef('kyc', 'kycCheckBody'), response: answers('kyc', 'kycCheckResponse') } },
    async (request) => {
      const { orderAmount, fiat, payType, businessType } = request.body;
      return ok(await kycCheck(app.db, deps, userNoOf(request), { side: sideOf(businessType), fiat, payType, orderAmount }));
    },
  );

  app.post<{ Body: KycIdentityBody }>(
    '/kyc/auth/create',
    { ...signed, schema: { tags, body: apiRef('kyc', 'kycIdentity'), response: answers('kyc', 'identityReviewResponse') } },
    async (request) => ok(await identityReviewCreate(app.db, deps, userNoOf(request), request.body)),
  );

  app.get('/kyc/auth/status', { ...signed, schema: { tags, response: answers('kyc', 'identityReviewResponse') } }, async (request) =>
    ok(await identityReviewStatus(app.db, deps, userNoOf(request))),
  );
  app.get('/kyc/findUserDetail', { ...signed, schema: { tags, response: answers('kyc', 'kycUserDetailResponse') } }, async (request) =>
    ok(await findUserDetail(app.db, deps, userNoOf(request))),
  );
  app.get('/kyc/user/brazil/cpf', { ...signed, schema: { tags, response: answers('kyc', 'brazilCpfResponse') } }, async (request) =>
    ok(await brazilCpf(app.db, deps, userNoOf(request))),
  );

  app.get<{ Querystring: KycRuleQuery }>(
    '/kyc/kycRule',
    { ...signed, schema: { tags, querystring: apiRef('kyc', 'kycRuleQuery'), response: answers('kyc', 'kycRuleResponse') } },
    async (request) => ok(await kycRule(app.db, deps, userNoOf(request), request.query, app.config.merchants)),
  );

  app.post<{ Body: KycIdentityBody }>(
    '/kyc/legend/submitData',
    { ...signed, schema: { tags, body: apiRef('kyc', 'kycIdentity'), response: answers('common', 'emptyEnvelope') } },
    async (request) => {
      await legendSubmitData(app.db, deps, userNoOf(request), request.body);
      return ok(null);
    },
  );

  // Photo uploads: the body is the image itself; its Content-Type is checked against the bytes.
  // The request sign covers an empty body for these calls (the bytes are not text), so the caller is
  // authenticated before a byte of the body is read: only a signed-in user makes the server read megabytes.
  const photo = { content: Object.fromEntries(constants.photoTypes.map((type) => [type, { schema: apiRef('kyc', 'photoUploadBody') }])) };
  const photoBody = { bodyLimit: constants.requestBodyMaxBytes.photo };
  await app.register(async (uploads) => {
    // Every body here is bytes, JSON too: megabytes of JSON are never parsed (refused as an unsupported image).
    uploads.removeContentTypeParser('application/json');
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const upload = (kind: 'id' | 'selfie') => async (request: FastifyRequest) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : refuse('unsupportedImageType');
      return ok(await uploadKycPhoto(app.db, deps, userNoOf(request), kind, String(request.headers['content-type'] ?? ''), bytes));
    };
    const signedUpload = { ...photoBody, onRequest: requireSession, schema: { tags, body: photo, response: answers('kyc', 'kycPhotoResponse') } };
    uploads.post('/kyc/legend/idFileUpload', signedUpload, upload('id'));
    uploads.post('/kyc/legend/selfieFileUpload', signedUpload, upload('selfie'));

    // The sandbox vendor's capture SDK (getToken answers captureUrl): the SDK token authorises, as a vendor's would.
    if (!app.sandboxKinds.includes('kyc') || !app.sandboxOpen) return;
    uploads.post<{ Params: SandboxKycDocumentParams }>(
      '/sandbox/kyc/:token/documents/:kind',
      {
        ...photoBody,
        schema: { tags: ['sandbox'], params: apiRef('kyc', 'sandboxKycDocumentParams'), body: photo, response: answers('kyc', 'kycPhotoResponse') },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : refuse('unsupportedImageType');
        const { token, kind } = request.params;
        return ok(await captureSdkDocument(app.db, deps, token, kind, String(request.headers['content-type'] ?? ''), bytes));
      },
    );
  });
};
