import { z } from 'zod/mini';
import { amount, count, flag, id, list, nonNegativeAmount, optionalText } from './common.ts';

/**
 * A factory option or package. The server identifies it by `nOptieIDHist` (the dated catalogue
 * row) or, for older rows, only `nOptieID`; one of the two is always there. Options in the same
 * `cCluster` exclude each other (one paint, one upholstery, one wheel set).
 */
export const optionSchema = z.lazy(() =>
  z
    .object({
      nOptieID: z.nullish(id),
      nOptieIDHist: z.nullish(id),
      cOmschrijving: z.string(),
      cCluster: optionalText,
      bStandaard: flag,
      bChecked: flag,
      /** Paint option: it changes the car's colour image. */
      bLak: flag,
      /** Catalogue price incl. VAT and BPM (raises the fiscal value). */
      nPrijs: z.nullish(nonNegativeAmount),
      /** Effect on the monthly lease price. */
      nLeaseprijs: z.nullish(amount),
      /** Why the option was added when the driver did not pick it (a forced package). */
      cToelichting: optionalText,
      cKleurcode: optionalText,
    })
    .check(
      z.refine((option) => option.nOptieIDHist != null || option.nOptieID != null, {
        message: 'an option needs nOptieIDHist or nOptieID',
        path: ['nOptieIDHist'],
      }),
    ),
);
export type Option = z.infer<typeof optionSchema>;

/** Options grouped under a heading (paint, comfort, safety). */
export const optionGroupSchema = z.lazy(() =>
  z.object({
    cGroep: z.string(),
    nGroepID: z.nullish(id),
    Opties: list(optionSchema),
  }),
);
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** An option of the parent scheme; only `bUitzetbaar` ones may be switched off. */
export const mantelOptionSchema = z.lazy(() =>
  z.object({
    nComponentNr: id,
    nVolgNummer: count,
    cOmschrijving: z.string(),
    bUitzetbaar: flag,
    bChecked: flag,
    nPrijs: z.nullish(amount),
  }),
);
export type MantelOption = z.infer<typeof mantelOptionSchema>;

/**
 * An own option: free input the driver adds (an accessory with its price), or, with
 * `bIsBestellingVraag`, a question the order form asks (e.g. "Trekhaak afneembaar?").
 */
export const eigenOptieSchema = z.lazy(() =>
  z.object({
    nEigenOptieID: z.nullish(id),
    cOmschrijving: z.string(),
    nPrijs: z.nullish(nonNegativeAmount),
    bIsBestellingVraag: flag,
    bVerplicht: flag,
    cAntwoord: optionalText,
    /** What the answer is: free text, an amount, or yes/no. */
    cType: z.nullish(z.enum(['tekst', 'bedrag', 'janee'])),
  }),
);
export type EigenOptie = z.infer<typeof eigenOptieSchema>;

/** An option of the pricing manager (`PMOpties`). */
export const pmOptionSchema = z.lazy(() =>
  z.object({
    nPMOptieID: id,
    cOmschrijving: z.string(),
    nPrijs: z.nullish(amount),
    bChecked: flag,
  }),
);
export type PmOption = z.infer<typeof pmOptionSchema>;

/** A notice the configurator shows once (e.g. a delivery-time warning). */
export const popupSchema = z.lazy(() => z.object({ cTitel: optionalText, cTekst: z.string() }));
export type Popup = z.infer<typeof popupSchema>;

/** The parent-scheme option choice sent with a request. */
export const mantelOptionChoiceSchema = z.lazy(() =>
  z.object({ nComponentNr: id, bChecked: z.boolean() }),
);
export type MantelOptionChoice = z.infer<typeof mantelOptionChoiceSchema>;
