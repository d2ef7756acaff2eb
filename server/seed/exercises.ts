/**
 * Exercises made from the drill catalogue: exercise `index` is one variant (a level, or a length
 * for a drill done for time) of one drill. The first `demoExerciseCount` indexes are every drill at
 * every variant once; later indexes repeat them as numbered series, so any count can be filled
 * with plausible, distinct exercises, and index N always gives the same exercise.
 */
import type { Language, Translatable } from '../../resources/languages';
import type { difficulties } from '../../resources/exercises/definition';
import { drills, type Drill } from './catalogue/drills';
import type { EquipmentKey } from './catalogue/equipment';
import type { InjuryKey } from './catalogue/injuries';
import { perLanguage } from './catalogue/per-language';

const variantsPerDrill = 3;

export const demoExerciseCount = drills.length * variantsPerDrill;

type Difficulty = (typeof difficulties)[number]['id'];

const levels: readonly { id: Difficulty; label: Translatable; sentence: Translatable }[] = [
  {
    id: 'easy',
    label: { de: 'Einsteiger', en: 'beginner', es: 'principiante', fr: 'débutant', nl: 'beginner', pt: 'iniciante' },
    sentence: {
      de: 'Einsteigerstufe: die Bewegung in ruhigem Tempo lernen, mit voller Pause zwischen den Sätzen.',
      en: 'Beginner level: learn the movement at a calm pace with full rest between sets.',
      es: 'Nivel principiante: aprende el movimiento a un ritmo tranquilo con descanso completo entre series.',
      fr: 'Niveau débutant : apprends le mouvement à un rythme calme avec une récupération complète entre les séries.',
      nl: 'Beginnersniveau: leer de beweging in een rustig tempo met volledige rust tussen de sets.',
      pt: 'Nível iniciante: aprende o movimento a um ritmo calmo com descanso completo entre séries.',
    },
  },
  {
    id: 'moderate',
    label: { de: 'Fortgeschrittene', en: 'intermediate', es: 'intermedio', fr: 'intermédiaire', nl: 'gevorderd', pt: 'intermédio' },
    sentence: {
      de: 'Fortgeschrittenenstufe: mehr Wiederholungen und ein höheres Tempo.',
      en: 'Intermediate level: more repetitions and a higher tempo.',
      es: 'Nivel intermedio: más repeticiones y un ritmo más alto.',
      fr: 'Niveau intermédiaire : plus de répétitions et un rythme plus élevé.',
      nl: 'Gevorderd niveau: meer herhalingen en een hoger tempo.',
      pt: 'Nível intermédio: mais repetições e um ritmo mais alto.',
    },
  },
  {
    id: 'hard',
    label: { de: 'Profi', en: 'advanced', es: 'avanzado', fr: 'avancé', nl: 'expert', pt: 'avançado' },
    sentence: {
      de: 'Profistufe: Spielintensität mit kurzen Pausen.',
      en: 'Advanced level: match intensity with short rests.',
      es: 'Nivel avanzado: intensidad de partido con pausas cortas.',
      fr: 'Niveau avancé : intensité de match avec des pauses courtes.',
      nl: 'Expertniveau: wedstrijdintensiteit met korte pauzes.',
      pt: 'Nível avançado: intensidade de jogo com pausas curtas.',
    },
  },
];

/** Each level does this many times the beginner's repetitions. */
const repetitionFactors = [1, 1.5, 2];
/** The share of the one-repetition maximum a lift is done with at each level. */
const loadPercentages = [60, 70, 80];

const minuteWords: Record<Language, readonly [string, string]> = {
  de: ['Minute', 'Minuten'],
  en: ['minute', 'minutes'],
  es: ['minuto', 'minutos'],
  fr: ['minute', 'minutes'],
  nl: ['minuut', 'minuten'],
  pt: ['minuto', 'minutos'],
};
const durationWord: Translatable = { de: 'Dauer', en: 'Duration', es: 'Duración', fr: 'Durée', nl: 'Duur', pt: 'Duração' };

const minutesText = (language: Language, minutes: number) => `${minutes} ${minuteWords[language][minutes === 1 ? 0 : 1]}`;
const colon = (language: Language) => (language === 'fr' ? ' : ' : ': ');

/** The ids the generated exercises refer to, by catalogue key. */
export interface ExerciseReferences {
  equipment: Partial<Record<EquipmentKey, string>>;
  injuries: Partial<Record<InjuryKey, string>>;
}

export interface ExerciseMedia {
  videoId: string | null;
  thumbnailId: string | null;
  imageId: string | null;
}

/**
 * Which files exercise `index` has: a quarter both a video and a thumbnail, a quarter only a
 * thumbnail, a quarter only a video, a quarter none; one in six an image. So the list's
 * has-video and has-thumbnail filters each split the exercises.
 */
export function exerciseMediaPlan(index: number): { video: boolean; thumbnail: boolean; image: boolean } {
  const slot = index % 4;
  return { video: slot === 0 || slot === 2, thumbnail: slot === 0 || slot === 1, image: index % 6 === 0 };
}

/** The drill exercise `index` is a variant of, and its position in the catalogue. */
export function drillOf(index: number): { drill: Drill; drillIndex: number } {
  const drillIndex = Math.floor(index / variantsPerDrill) % drills.length;
  return { drill: drills[drillIndex], drillIndex };
}

const idsOf = <Key extends string>(keys: readonly Key[], ids: Partial<Record<Key, string>>): string[] =>
  keys.flatMap((key) => (ids[key] ? [ids[key]] : []));

/** The write values of exercise `index` (docs/api.md's exercise, camelCase). */
export function exerciseValues(index: number, references: ExerciseReferences, media: ExerciseMedia): Record<string, unknown> {
  const { drill, drillIndex } = drillOf(index);
  const variant = index % variantsPerDrill;
  const series = Math.floor(index / demoExerciseCount);
  const seriesSuffix = series === 0 ? '' : ` #${series + 1}`;

  const timed = drill.progression === 'time';
  const minutes = timed ? drill.minutes[variant] : 0;
  const level = levels[variant];
  const variantLabel = (language: Language) => (timed ? `${minutes} min` : level.label[language]);
  const variantSentence = (language: Language) =>
    timed ? `${durationWord[language]}${colon(language)}${minutesText(language, minutes)}.` : level.sentence[language];

  return {
    name: perLanguage((language) => `${drill.name[language]} (${variantLabel(language)})${seriesSuffix}`),
    description: perLanguage((language) => `${drill.description[language]} ${variantSentence(language)}`),
    types: [...drill.types],
    level: timed ? null : level.id,
    reps: timed ? 1 : drill.reps === null ? null : Math.round(drill.reps * repetitionFactors[variant]),
    duration: timed ? minutes * 60 : drill.duration,
    rmType: drill.lift ?? null,
    rmLoad: drill.lift ? loadPercentages[variant] : null,
    premium: variant === 2 && drillIndex % 2 === 0,
    gymAccessRequired: drill.gym ?? false,
    repsLeftRight: drill.sides !== undefined,
    repsLeftRightAlternating: drill.sides === 'alternating',
    videoId: media.videoId,
    thumbnailId: media.thumbnailId,
    imageId: media.imageId,
    equipmentIds: idsOf(drill.equipment, references.equipment),
    injuryIds: idsOf(drill.injuries, references.injuries),
  };
}
