import type { InterfaceLanguage } from '@lease/api/contract';
import type { DriverContext } from '../db/driverContext.ts';
import { RequestError } from '../http/RequestError.ts';

/** `GetKeuzeToken`'s refusal of a driver whose contract has ended: its status and remark. */
export const ENDED_CONTRACT_CHOICE: Readonly<
  Record<InterfaceLanguage, { cStatus: string; cOpmerking: string }>
> = {
  nl: {
    cStatus: 'Contract beëindigd',
    cOpmerking:
      'Het contract van deze berijder is beëindigd: daarmee kun je niet meer bestellen. Kies een andere regeling of neem contact op met de leasedesk.',
  },
  en: {
    cStatus: 'Contract ended',
    cOpmerking:
      'The contract of this driver has ended: it can no longer be used to order. Choose another scheme or contact the lease desk.',
  },
  fr: {
    cStatus: 'Contrat terminé',
    cOpmerking:
      'Le contrat de ce conducteur a pris fin : il ne permet plus de commander. Choisissez un autre régime ou contactez le service leasing.',
  },
  de: {
    cStatus: 'Vertrag beendet',
    cOpmerking:
      'Der Vertrag dieses Fahrers ist beendet: Damit kann nicht mehr bestellt werden. Wählen Sie eine andere Regelung oder wenden Sie sich an den Leasing-Service.',
  },
};

const ENDED_CONTRACT_WRITE: Readonly<Record<InterfaceLanguage, string>> = {
  nl: 'Het contract van deze berijder is beëindigd: er kan niets meer aan de winkelwagen worden toegevoegd of besteld.',
  en: 'The contract of this driver has ended: nothing more can be added to the basket or ordered.',
  fr: 'Le contrat de ce conducteur a pris fin : plus rien ne peut être ajouté au panier ni commandé.',
  de: 'Der Vertrag dieses Fahrers ist beendet: Es kann nichts mehr in den Warenkorb gelegt oder bestellt werden.',
};

/**
 * Refuses a call that adds to the basket or orders (403 on `nBerijderID`) for a driver whose
 * contract has ended. The context is read per request, so a contract that ends while a token
 * chosen before is still valid is refused from that moment on.
 */
export function refuseEndedContract(context: DriverContext): void {
  if (!context.contractEnded) return;
  throw new RequestError(ENDED_CONTRACT_WRITE[context.language], {
    status: 403,
    field: 'nBerijderID',
  });
}
