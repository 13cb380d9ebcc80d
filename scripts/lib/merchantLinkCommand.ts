/**
 * `npm run merchant-link -- sign|verify`: a merchant signs a link, or learns why the checkout would
 * refuse one, with the checkout's own code (src/shared/merchantLink) and config/merchants.json,
 * without reading code. verify never prints the signature it expected, only the reason.
 */
import { parseArgs } from 'node:util';
import { gangwayConfig } from '../../src/shared/config/nodeSource';
import { networksConfig } from '../../src/shared/address/networks';
import { assetsConfig } from '../../src/shared/config/assets';
import type { Merchant } from '../../src/shared/generated/merchants.schema';
import { createTranslator } from '../../src/shared/i18n';
import { merchantLinkParams, signedMerchantLink } from '../../src/shared/merchantLink/linkParams';
import { verifyMerchantLink } from '../../src/shared/merchantLink/verify';

export const usage = `usage:
  npm run merchant-link -- sign [--secret SECRET] [--checkout ORIGIN] [--route index] name=value ...
      signs a link (timestamp added unless given) and prints the signed text, the signature and the link
  npm run merchant-link -- verify [--secret SECRET] [--at EPOCH_MS] LINK
      prints "accepted" or "refused: <reason>" with the reason in words; exit 1 when refused
The secret is --secret, else the environment's MERCHANT_SECRET_<APPID>, else (outside production)
the merchant's sandboxSecret from config/merchants.json.`;

export interface CommandResult {
  exitCode: number;
  lines: string[];
}

const merchants = gangwayConfig.merchants.merchants;
const english = createTranslator({ 'en-US': gangwayConfig.locales['en-US'] ?? {} }, 'en-US');

/** The same lookup as the server (src/server/config.ts merchantSecret), over the given environment. */
function secretFor(appId: string | undefined, given: string | undefined, env: Record<string, string | undefined>): string | undefined {
  if (given) return given;
  const merchant = merchants.find((candidate) => candidate.appId === appId);
  if (!merchant) return undefined;
  const fromEnv = env[`MERCHANT_SECRET_${merchant.appId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`];
  if (fromEnv) return fromEnv;
  return env.NODE_ENV === 'production' ? undefined : merchant.sandboxSecret;
}

function failed(message: string): CommandResult {
  return { exitCode: 2, lines: [message, usage] };
}

function sign(
  positionals: string[],
  options: { secret?: string; checkout?: string; route?: string },
  env: Record<string, string | undefined>,
  now: number,
): CommandResult {
  const params: Record<string, string> = {};
  for (const pair of positionals) {
    const at = pair.indexOf('=');
    if (at <= 0) return failed(`"${pair}" is not name=value`);
    params[pair.slice(0, at)] = pair.slice(at + 1);
  }
  if (!params.appId) return failed('sign needs appId=<your app id>');
  const secret = secretFor(params.appId, options.secret, env);
  if (!secret) return failed(`no secret for ${params.appId}: pass --secret or set its MERCHANT_SECRET_ variable`);
  const signed = signedMerchantLink({ checkout: options.checkout ?? 'http://localhost:8080', route: options.route ?? 'index', params, secret, now });
  return { exitCode: 0, lines: [`signed text: ${signed.signingText}`, `signature:   ${signed.signature}`, `link:        ${signed.link}`] };
}

function verify(positionals: string[], options: { secret?: string; at?: string }, env: Record<string, string | undefined>, now: number): CommandResult {
  if (positionals.length !== 1 || !positionals[0]) return failed('verify needs exactly one link');
  const at = options.at === undefined ? now : Number(options.at);
  if (!Number.isSafeInteger(at)) return failed('--at must be epoch milliseconds');
  const query = merchantLinkParams(positionals[0]);
  const merchant: Merchant | undefined = merchants.find((candidate) => candidate.appId === query.appId);
  const verdict = verifyMerchantLink(query, {
    merchant,
    secret: secretFor(query.appId, options.secret, env),
    now: at,
    catalog: { assets: assetsConfig, networks: networksConfig },
  });
  if (verdict.kind === 'refused') {
    const { reason, field } = verdict.refusal;
    return { exitCode: 1, lines: [`refused: ${reason}${field === undefined ? '' : ` (${field})`}`, english(verdict.messageKey, verdict.params)] };
  }
  const lines = [`accepted: ${verdict.signature === undefined ? 'unsigned' : 'signed'} link of ${verdict.merchant.appId} (${verdict.merchant.mode})`];
  if (verdict.nonce)
    lines.push(
      `nonce ${verdict.nonce.value}: the checkout accepts it once, until ${new Date(verdict.nonce.usableUntil).toISOString()}; this command cannot tell whether it was used`,
    );
  return { exitCode: 0, lines };
}

export function merchantLinkCommand(argv: string[], env: Record<string, string | undefined>, now: number): CommandResult {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        secret: { type: 'string' },
        checkout: { type: 'string' },
        route: { type: 'string' },
        at: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return failed((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help) return { exitCode: 0, lines: [usage] };
  if (command === 'sign') return sign(rest, parsed.values, env, now);
  if (command === 'verify') return verify(rest, parsed.values, env, now);
  return failed(command === undefined ? 'sign or verify?' : `unknown command "${command}"`);
}
