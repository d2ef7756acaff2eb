/** The demo's injuries: the ones football players most often come back from. */
import type { Translatable } from '../../../resources/languages';

export interface DemoInjury {
  key: string;
  name: Translatable;
}

export const demoInjuries = [
  {
    key: 'hamstring_strain',
    name: {
      de: 'Zerrung der hinteren Oberschenkelmuskulatur',
      en: 'Hamstring strain',
      es: 'Distensión de isquiotibiales',
      fr: 'Élongation des ischio-jambiers',
      nl: 'Hamstringblessure',
      pt: 'Distensão dos isquiotibiais',
    },
  },
  {
    key: 'acl_tear',
    name: {
      de: 'Vorderer Kreuzbandriss',
      en: 'ACL tear',
      es: 'Rotura del ligamento cruzado anterior',
      fr: 'Rupture du ligament croisé antérieur',
      nl: 'Voorste kruisbandruptuur',
      pt: 'Rotura do ligamento cruzado anterior',
    },
  },
  {
    key: 'ankle_sprain',
    name: {
      de: 'Sprunggelenksverstauchung',
      en: 'Ankle sprain',
      es: 'Esguince de tobillo',
      fr: 'Entorse de la cheville',
      nl: 'Enkelverstuiking',
      pt: 'Entorse do tornozelo',
    },
  },
  {
    key: 'groin_strain',
    name: {
      de: 'Leistenzerrung',
      en: 'Groin strain',
      es: 'Distensión inguinal',
      fr: 'Élongation des adducteurs',
      nl: 'Liesblessure',
      pt: 'Distensão na virilha',
    },
  },
  {
    key: 'calf_strain',
    name: {
      de: 'Wadenzerrung',
      en: 'Calf strain',
      es: 'Distensión del gemelo',
      fr: 'Élongation du mollet',
      nl: 'Kuitblessure',
      pt: 'Distensão do gémeo',
    },
  },
  {
    key: 'quadriceps_strain',
    name: {
      de: 'Quadrizepszerrung',
      en: 'Quadriceps strain',
      es: 'Distensión del cuádriceps',
      fr: 'Élongation du quadriceps',
      nl: 'Quadricepsblessure',
      pt: 'Distensão do quadricípite',
    },
  },
  {
    key: 'meniscus_tear',
    name: {
      de: 'Meniskusriss',
      en: 'Meniscus tear',
      es: 'Rotura de menisco',
      fr: 'Déchirure du ménisque',
      nl: 'Meniscusscheur',
      pt: 'Rotura do menisco',
    },
  },
  {
    key: 'mcl_sprain',
    name: {
      de: 'Innenbandverletzung am Knie',
      en: 'MCL sprain',
      es: 'Esguince del ligamento lateral interno',
      fr: 'Entorse du ligament latéral interne',
      nl: 'Binnenbandletsel van de knie',
      pt: 'Entorse do ligamento colateral medial',
    },
  },
  {
    key: 'patellar_tendinopathy',
    name: {
      de: 'Patellaspitzensyndrom',
      en: 'Patellar tendinopathy',
      es: 'Tendinopatía rotuliana',
      fr: 'Tendinopathie rotulienne',
      nl: 'Patellapeesklachten',
      pt: 'Tendinopatia rotuliana',
    },
  },
  {
    key: 'achilles_tendinopathy',
    name: {
      de: 'Achillessehnenreizung',
      en: 'Achilles tendinopathy',
      es: 'Tendinopatía aquílea',
      fr: 'Tendinopathie d’Achille',
      nl: 'Achillespeesklachten',
      pt: 'Tendinopatia de Aquiles',
    },
  },
  {
    key: 'shin_splints',
    name: {
      de: 'Schienbeinkantensyndrom',
      en: 'Shin splints',
      es: 'Periostitis tibial',
      fr: 'Périostite tibiale',
      nl: 'Scheenbeenvliesontsteking',
      pt: 'Periostite tibial',
    },
  },
  {
    key: 'lower_back_pain',
    name: {
      de: 'Schmerzen im unteren Rücken',
      en: 'Lower back pain',
      es: 'Dolor lumbar',
      fr: 'Lombalgie',
      nl: 'Lage rugpijn',
      pt: 'Dor lombar',
    },
  },
  {
    key: 'hip_flexor_strain',
    name: {
      de: 'Hüftbeugerzerrung',
      en: 'Hip flexor strain',
      es: 'Distensión del flexor de cadera',
      fr: 'Élongation du psoas',
      nl: 'Heupbuigerblessure',
      pt: 'Distensão do flexor da anca',
    },
  },
  {
    key: 'concussion',
    name: {
      de: 'Gehirnerschütterung',
      en: 'Concussion',
      es: 'Conmoción cerebral',
      fr: 'Commotion cérébrale',
      nl: 'Hersenschudding',
      pt: 'Concussão cerebral',
    },
  },
  {
    key: 'shoulder_dislocation',
    name: {
      de: 'Schulterluxation',
      en: 'Shoulder dislocation',
      es: 'Luxación de hombro',
      fr: 'Luxation de l’épaule',
      nl: 'Schouderluxatie',
      pt: 'Luxação do ombro',
    },
  },
  {
    key: 'plantar_fasciitis',
    name: {
      de: 'Plantarfasziitis',
      en: 'Plantar fasciitis',
      es: 'Fascitis plantar',
      fr: 'Fasciite plantaire',
      nl: 'Fasciitis plantaris',
      pt: 'Fascite plantar',
    },
  },
  {
    key: 'athletic_pubalgia',
    name: { de: 'Sportlerleiste', en: 'Athletic pubalgia', es: 'Pubalgia', fr: 'Pubalgie', nl: 'Sportersliesblessure', pt: 'Pubalgia' },
  },
  {
    key: 'metatarsal_fracture',
    name: {
      de: 'Mittelfußbruch',
      en: 'Metatarsal fracture',
      es: 'Fractura de metatarsiano',
      fr: 'Fracture du métatarse',
      nl: 'Middenvoetsbeenbreuk',
      pt: 'Fratura do metatarso',
    },
  },
  {
    key: 'it_band_syndrome',
    name: {
      de: 'Iliotibiales Bandsyndrom',
      en: 'IT band syndrome',
      es: 'Síndrome de la cintilla iliotibial',
      fr: 'Syndrome de la bandelette ilio-tibiale',
      nl: 'Iliotibiaal bandsyndroom',
      pt: 'Síndrome da banda iliotibial',
    },
  },
] as const satisfies readonly DemoInjury[];

export type InjuryKey = (typeof demoInjuries)[number]['key'];
