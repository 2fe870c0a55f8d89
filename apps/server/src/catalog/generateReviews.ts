import type { CatalogReview, Localized } from './catalogTypes.ts';
import type { Random } from './createRandom.ts';

const t = (nl: string, en: string, fr: string, de: string): Localized => ({ nl, en, fr, de });

const KINDS: readonly Localized[] = [
  t('Rijtest', 'Road test', 'Essai routier', 'Fahrbericht'),
  t('Duurtest', 'Long-term test', 'Essai longue durée', 'Dauertest'),
  t('Praktijktest', 'Everyday test', 'Essai au quotidien', 'Alltagstest'),
];

const PROS: readonly Localized[] = [
  t(
    'comfortabel op lange ritten',
    'comfortable on long drives',
    'confortable sur les longs trajets',
    'komfortabel auf langen Strecken',
  ),
  t(
    'ruim voor vier volwassenen',
    'roomy for four adults',
    'spacieuse pour quatre adultes',
    'geräumig für vier Erwachsene',
  ),
  t('zuinig in de praktijk', 'economical in real use', "sobre à l'usage", 'sparsam im Alltag'),
  t('stil en verfijnd', 'quiet and refined', 'silencieuse et raffinée', 'leise und kultiviert'),
  t('overzichtelijke bediening', 'clear controls', 'commandes claires', 'übersichtliche Bedienung'),
  t('vlot en wendbaar', 'quick and agile', 'vive et agile', 'flott und wendig'),
];

const CONS: readonly Localized[] = [
  t(
    'de bagageruimte is krap',
    'the boot is small',
    'le coffre est petit',
    'der Kofferraum ist knapp',
  ),
  t(
    'opties lopen snel op',
    'options add up quickly',
    'les options font vite grimper le prix',
    'Extras werden schnell teuer',
  ),
  t(
    'het infotainment reageert traag',
    'the infotainment is slow',
    "l'infodivertissement est lent",
    'das Infotainment reagiert träge',
  ),
  t(
    'stugge vering op slecht wegdek',
    'firm ride on poor roads',
    'suspension ferme sur mauvaise route',
    'straffe Federung auf schlechten Straßen',
  ),
  t(
    'beperkt zicht naar achteren',
    'limited rear visibility',
    'visibilité arrière limitée',
    'eingeschränkte Sicht nach hinten',
  ),
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One or two road tests of a model, written from phrase lists in the four languages. */
export function generateReviews(
  random: Random,
  modelId: number,
  title: string,
  nextId: () => number,
): CatalogReview[] {
  return Array.from({ length: random.int(1, 2) }, () => {
    const kind = random.pick(KINDS);
    const pro = random.pick(PROS);
    const con = random.pick(CONS);
    return {
      id: nextId(),
      modelId,
      title: t(
        `${kind.nl}: ${title}`,
        `${kind.en}: ${title}`,
        `${kind.fr} : ${title}`,
        `${kind.de}: ${title}`,
      ),
      summary: t(
        `${capitalize(pro.nl)}; minpunt: ${con.nl}.`,
        `${capitalize(pro.en)}; downside: ${con.en}.`,
        `${capitalize(pro.fr)} ; point faible : ${con.fr}.`,
        `${capitalize(pro.de)}; Schwachpunkt: ${con.de}.`,
      ),
      score: random.int(60, 94) / 10,
      published: `${random.int(2023, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    };
  });
}
