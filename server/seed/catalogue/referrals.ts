/**
 * The demo's referrals: partner offers, each a parent referral with one child per country it is
 * offered in.
 */
import type { Language, Translatable } from '../../../resources/languages';
import type { EquipmentKey } from './equipment';
import { perLanguage } from './per-language';

/** The countries the demo partners serve, named in each content language. */
export const referralCountries = {
  AT: { de: 'Österreich', en: 'Austria', es: 'Austria', fr: 'Autriche', nl: 'Oostenrijk', pt: 'Áustria' },
  BE: { de: 'Belgien', en: 'Belgium', es: 'Bélgica', fr: 'Belgique', nl: 'België', pt: 'Bélgica' },
  BR: { de: 'Brasilien', en: 'Brazil', es: 'Brasil', fr: 'Brésil', nl: 'Brazilië', pt: 'Brasil' },
  CH: { de: 'Schweiz', en: 'Switzerland', es: 'Suiza', fr: 'Suisse', nl: 'Zwitserland', pt: 'Suíça' },
  DE: { de: 'Deutschland', en: 'Germany', es: 'Alemania', fr: 'Allemagne', nl: 'Duitsland', pt: 'Alemanha' },
  ES: { de: 'Spanien', en: 'Spain', es: 'España', fr: 'Espagne', nl: 'Spanje', pt: 'Espanha' },
  FR: { de: 'Frankreich', en: 'France', es: 'Francia', fr: 'France', nl: 'Frankrijk', pt: 'França' },
  GB: {
    de: 'Vereinigtes Königreich',
    en: 'United Kingdom',
    es: 'Reino Unido',
    fr: 'Royaume-Uni',
    nl: 'Verenigd Koninkrijk',
    pt: 'Reino Unido',
  },
  NL: { de: 'Niederlande', en: 'Netherlands', es: 'Países Bajos', fr: 'Pays-Bas', nl: 'Nederland', pt: 'Países Baixos' },
  PT: { de: 'Portugal', en: 'Portugal', es: 'Portugal', fr: 'Portugal', nl: 'Portugal', pt: 'Portugal' },
  US: {
    de: 'Vereinigte Staaten',
    en: 'United States',
    es: 'Estados Unidos',
    fr: 'États-Unis',
    nl: 'Verenigde Staten',
    pt: 'Estados Unidos',
  },
} as const satisfies Record<string, Translatable>;

export type ReferralCountry = keyof typeof referralCountries;

/** The sentence a country child adds to its parent's description. */
const offerFor: Translatable = {
  de: 'Angebot für',
  en: 'Offer for',
  es: 'Oferta para',
  fr: 'Offre pour',
  nl: 'Aanbod voor',
  pt: 'Oferta para',
};
const colon = (language: Language) => (language === 'fr' ? ' : ' : ': ');

export interface DemoReferral {
  name: Translatable;
  description: Translatable;
  link: string;
  equipment: EquipmentKey | null;
  countries: readonly ReferralCountry[];
}

export const demoReferrals: readonly DemoReferral[] = [
  {
    name: {
      de: 'Fußballschuh-Partner',
      en: 'Football boot partner',
      es: 'Socio de botas de fútbol',
      fr: 'Partenaire chaussures de foot',
      nl: 'Voetbalschoenenpartner',
      pt: 'Parceiro de chuteiras',
    },
    description: {
      de: '15 % Rabatt auf Fußballschuhe für Mitglieder der Trainings-App.',
      en: '15% off football boots for members of the training app.',
      es: '15 % de descuento en botas de fútbol para los miembros de la app de entrenamiento.',
      fr: '15 % de réduction sur les chaussures de foot pour les membres de l’application.',
      nl: '15% korting op voetbalschoenen voor leden van de trainingsapp.',
      pt: '15% de desconto em chuteiras para os membros da aplicação de treino.',
    },
    link: 'https://boots.example.com',
    equipment: null,
    countries: ['DE', 'NL', 'ES', 'FR', 'PT'],
  },
  {
    name: {
      de: 'Shop für Trainingszubehör',
      en: 'Training kit shop',
      es: 'Tienda de material de entrenamiento',
      fr: 'Boutique de matériel d’entraînement',
      nl: 'Winkel voor trainingsmateriaal',
      pt: 'Loja de material de treino',
    },
    description: {
      de: 'Hütchen, Leitern und Minitore zum Vereinspreis.',
      en: 'Cones, ladders and mini goals at club prices.',
      es: 'Conos, escaleras y miniporterías a precio de club.',
      fr: 'Coupelles, échelles et mini-buts au tarif club.',
      nl: 'Hoedjes, ladders en minidoeltjes voor clubprijzen.',
      pt: 'Cones, escadas e minibalizas a preço de clube.',
    },
    link: 'https://kit.example.com',
    equipment: 'marker_cones',
    countries: ['DE', 'BE', 'GB'],
  },
  {
    name: {
      de: 'Sporternährung',
      en: 'Sports nutrition',
      es: 'Nutrición deportiva',
      fr: 'Nutrition sportive',
      nl: 'Sportvoeding',
      pt: 'Nutrição desportiva',
    },
    description: {
      de: 'Getränke, Riegel und Eiweißprodukte, geprüft auf verbotene Substanzen.',
      en: 'Drinks, bars and protein products tested for banned substances.',
      es: 'Bebidas, barritas y productos proteicos analizados contra sustancias prohibidas.',
      fr: 'Boissons, barres et protéines contrôlées contre les substances interdites.',
      nl: 'Dranken, repen en eiwitproducten getest op verboden middelen.',
      pt: 'Bebidas, barras e produtos proteicos testados para substâncias proibidas.',
    },
    link: 'https://nutrition.example.com',
    equipment: null,
    countries: ['NL', 'PT', 'BR'],
  },
  {
    name: {
      de: 'Physiotherapie-Netzwerk',
      en: 'Physiotherapy network',
      es: 'Red de fisioterapia',
      fr: 'Réseau de kinésithérapie',
      nl: 'Fysiotherapienetwerk',
      pt: 'Rede de fisioterapia',
    },
    description: {
      de: 'Sportphysiotherapeuten in der Nähe, mit einer kostenlosen Erstuntersuchung.',
      en: 'Sports physiotherapists near you, with a free first assessment.',
      es: 'Fisioterapeutas deportivos cerca de ti, con una primera valoración gratuita.',
      fr: 'Des kinés du sport près de chez vous, avec un premier bilan offert.',
      nl: 'Sportfysiotherapeuten bij jou in de buurt, met een gratis eerste onderzoek.',
      pt: 'Fisioterapeutas desportivos perto de ti, com uma primeira avaliação gratuita.',
    },
    link: 'https://physio.example.com',
    equipment: 'foam_roller',
    countries: ['ES', 'FR', 'AT', 'CH'],
  },
  {
    name: { de: 'GPS-Tracker', en: 'GPS tracker', es: 'Localizador GPS', fr: 'Traceur GPS', nl: 'GPS-tracker', pt: 'Rastreador GPS' },
    description: {
      de: 'Laufdistanz, Sprints und Höchstgeschwindigkeit in jedem Training messen.',
      en: 'Measure distance, sprints and top speed in every session.',
      es: 'Mide distancia, sprints y velocidad máxima en cada sesión.',
      fr: 'Mesurez distance, sprints et vitesse maximale à chaque séance.',
      nl: 'Meet afstand, sprints en topsnelheid bij elke training.',
      pt: 'Mede a distância, os sprints e a velocidade máxima em cada treino.',
    },
    link: 'https://tracker.example.com',
    equipment: 'stopwatch',
    countries: ['GB', 'US', 'DE'],
  },
];

/** A parent's edition for one country: its name and description say which country. */
export function countryEdition(parent: DemoReferral, country: ReferralCountry) {
  const countryName = referralCountries[country];
  return {
    name: perLanguage((language) => `${parent.name[language]} – ${countryName[language]}`),
    description: perLanguage(
      (language) => `${parent.description[language]} ${offerFor[language]}${colon(language)}${countryName[language]}.`,
    ),
    link: `${parent.link}/${country.toLowerCase()}`,
  };
}
