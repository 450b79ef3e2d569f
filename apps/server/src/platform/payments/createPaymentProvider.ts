import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { injectFetch } from '../../http/injectFetch.js';
import type { Clock } from '../clock.js';
import { FAKE_MERCHANT_KEYS, FAKE_PROVIDER_KEYS } from './fakeKeys.js';
import { type FakeLianLianHandle, registerFakeLianLian } from './fakeLianLian.js';
import { createLianLianProvider } from './lianlianAdapter.js';
import type { PaymentProvider } from './paymentProvider.js';

/** Where the built-in LianLian stand-in is mounted. */
export const FAKE_LIANLIAN_PREFIX = '/fake-lianlian';
/** The stand-in's merchant id (tests sign notifies for it). */
export const FAKE_MERCHANT_ID = 'SC-DEMO-MERCHANT';

/**
 * The payment provider the business code talks to: always the LianLian adapter. With
 * PAYMENT_PROVIDER=fake it talks to the stand-in mounted on this app (in-process, signed both ways
 * with the public test keys), so development, CI and the demo take no money and need no internet.
 */
export function createPaymentProvider(
  app: FastifyInstance,
  config: Config,
  clock: Clock,
): { provider: PaymentProvider; fake: FakeLianLianHandle | null } {
  const { lianlian } = config.payments;
  if (config.payments.provider === 'lianlian' && lianlian) {
    const provider = createLianLianProvider({
      baseUrl: lianlian.baseUrl,
      merchantId: lianlian.merchantId,
      merchantPrivateKeyPem: lianlian.privateKeyPem,
      providerPublicKeyPem: lianlian.publicKeyPem,
      algorithm: lianlian.algorithm,
      cardPageUrl: (token, locale) =>
        lianlian.cardPageUrl.replace('{token}', encodeURIComponent(token)).replace('{locale}', locale),
      clock,
    });
    return { provider, fake: null };
  }
  const inProcess = injectFetch(app);
  const publicOrigin = new URL(config.publicUrl).origin;
  const fake = registerFakeLianLian(app, {
    prefix: FAKE_LIANLIAN_PREFIX,
    merchantId: FAKE_MERCHANT_ID,
    merchantPublicKeyPem: FAKE_MERCHANT_KEYS.publicKeyPem,
    providerPrivateKeyPem: FAKE_PROVIDER_KEYS.privateKeyPem,
    clock,
    fetch: inProcess,
    isUrlAllowed: (url, ownHostname) => url.origin === publicOrigin || url.hostname === ownHostname,
  });
  const provider = createLianLianProvider({
    baseUrl: `${config.publicUrl}${FAKE_LIANLIAN_PREFIX}`,
    merchantId: FAKE_MERCHANT_ID,
    merchantPrivateKeyPem: FAKE_MERCHANT_KEYS.privateKeyPem,
    providerPublicKeyPem: FAKE_PROVIDER_KEYS.publicKeyPem,
    algorithm: 'SHA1withRSA',
    cardPageUrl: (token, locale) =>
      `${FAKE_LIANLIAN_PREFIX}/card?token=${encodeURIComponent(token)}&locale=${locale}`,
    clock,
    fetch: inProcess,
  });
  return { provider, fake };
}
