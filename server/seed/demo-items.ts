/**
 * The demo content as write values (docs/api.md's items, camelCase), built from the catalogue, the
 * stored files and the ids of what was inserted before: equipment and injuries, then authors,
 * knowledge videos, parent referrals and their country children, then exercises.
 */
import { demoAuthors, type AuthorKey } from './catalogue/authors';
import { demoEquipment, type EquipmentKey } from './catalogue/equipment';
import { demoInjuries } from './catalogue/injuries';
import { demoKnowledgeVideos } from './catalogue/knowledge-videos';
import { countryEdition, demoReferrals } from './catalogue/referrals';
import type { DemoMedia } from './demo-media';
import { demoExerciseCount, exerciseValues, type ExerciseReferences } from './exercises';

type Item = Record<string, unknown>;

/** Catalogue keys → the ids their items were inserted under (same order). */
export function idsByKey<Key extends string>(catalogue: readonly { key: Key }[], ids: readonly string[]): Record<Key, string> {
  return Object.fromEntries(catalogue.map((entry, index) => [entry.key, ids[index]])) as Record<Key, string>;
}

export const equipmentItems = (media: DemoMedia): Item[] =>
  demoEquipment.map((item, index) => ({
    name: item.name,
    description: item.description,
    iconId: media.equipmentIcons[index],
    link: item.link,
  }));

export const injuryItems = (): Item[] => demoInjuries.map((injury) => ({ name: injury.name }));

export const authorItems = (media: DemoMedia): Item[] =>
  demoAuthors.map((author, index) => ({
    firstName: author.firstName,
    lastName: author.lastName,
    authorPictureId: media.authorPictures[index],
  }));

export const knowledgeVideoItems = (media: DemoMedia, authorIds: Record<AuthorKey, string>): Item[] =>
  demoKnowledgeVideos.map((video, index) => ({
    title: video.title,
    description: video.description,
    category: video.category,
    premium: video.premium,
    authorId: video.author ? authorIds[video.author] : null,
    knowledgeVideoId: media.knowledgeVideos[index].videoId,
    thumbnailId: media.knowledgeVideos[index].thumbnailId,
  }));

export const parentReferralItems = (media: DemoMedia, equipmentIds: Record<EquipmentKey, string>): Item[] =>
  demoReferrals.map((referral, index) => ({
    name: referral.name,
    description: referral.description,
    link: referral.link,
    equipmentId: referral.equipment ? equipmentIds[referral.equipment] : null,
    country: null,
    parentId: null,
    imageId: media.referralImages[index].parent,
  }));

/** One child per country of each parent; `parentIds` in the order of `parentReferralItems`. */
export const childReferralItems = (media: DemoMedia, equipmentIds: Record<EquipmentKey, string>, parentIds: readonly string[]): Item[] =>
  demoReferrals.flatMap((referral, index) =>
    referral.countries.map((country, position) => ({
      ...countryEdition(referral, country),
      equipmentId: referral.equipment ? equipmentIds[referral.equipment] : null,
      country,
      parentId: parentIds[index],
      imageId: media.referralImages[index].children[position],
    })),
  );

export const demoExerciseItems = (media: DemoMedia, references: ExerciseReferences): Item[] =>
  Array.from({ length: demoExerciseCount }, (_, index) => exerciseValues(index, references, media.exercises[index]));
