import { randomUUID } from 'node:crypto';
import type { ResourceDefinition } from '../../resources/definition';
import { authors } from '../../resources/authors/definition';
import { equipment } from '../../resources/equipment/definition';
import { exercises } from '../../resources/exercises/definition';
import { injuries } from '../../resources/injuries/definition';
import { knowledgeVideos } from '../../resources/knowledge-videos/definition';
import { referrals } from '../../resources/referrals/definition';
import { schemasOf } from '../../resources/schema';
import { demoAuthors } from './catalogue/authors';
import { demoEquipment } from './catalogue/equipment';
import { demoInjuries } from './catalogue/injuries';
import { demoReferrals } from './catalogue/referrals';
import {
  authorItems,
  childReferralItems,
  demoExerciseItems,
  equipmentItems,
  idsByKey,
  injuryItems,
  knowledgeVideoItems,
  parentReferralItems,
} from './demo-items';
import type { DemoMedia } from './demo-media';
import { demoExerciseCount, exerciseMediaPlan, exerciseValues } from './exercises';

const ids = (count: number) => Array.from({ length: count }, () => randomUUID());

const media: DemoMedia = {
  equipmentIcons: ids(demoEquipment.length),
  authorPictures: ids(demoAuthors.length),
  knowledgeVideos: ids(40).map((videoId) => ({ videoId, thumbnailId: randomUUID() })),
  referralImages: demoReferrals.map((referral) => ({ parent: randomUUID(), children: ids(referral.countries.length) })),
  exercises: Array.from({ length: demoExerciseCount }, (_, index) => {
    const plan = exerciseMediaPlan(index);
    return {
      videoId: plan.video ? randomUUID() : null,
      thumbnailId: plan.thumbnail ? randomUUID() : null,
      imageId: plan.image ? randomUUID() : null,
    };
  }),
};
const equipmentIds = idsByKey(demoEquipment, ids(demoEquipment.length));
const references = { equipment: equipmentIds, injuries: idsByKey(demoInjuries, ids(demoInjuries.length)) };

function expectValid(definition: ResourceDefinition, items: Record<string, unknown>[]) {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const result = schemasOf(definition).write.safeParse(item);
    expect(result.error?.issues, JSON.stringify(item)).toBeUndefined();
  }
}

describe('the demo items', () => {
  it('are valid write values of their resources', () => {
    expectValid(equipment, equipmentItems(media));
    expectValid(injuries, injuryItems());
    expectValid(authors, authorItems(media));
    expectValid(knowledgeVideos, knowledgeVideoItems(media, idsByKey(demoAuthors, ids(demoAuthors.length))));
    const parentIds = ids(demoReferrals.length);
    expectValid(referrals, parentReferralItems(media, equipmentIds));
    expectValid(referrals, childReferralItems(media, equipmentIds, parentIds));
    expectValid(exercises, demoExerciseItems(media, references));
  });

  it('repeat as numbered series beyond the demo, still valid and distinct', () => {
    const none = { videoId: null, thumbnailId: null, imageId: null };
    const beyond = [demoExerciseCount, demoExerciseCount + 1, 5 * demoExerciseCount + 7, 99_999].map((index) =>
      exerciseValues(index, references, none),
    );
    expectValid(exercises, beyond);
    const names = beyond.map((item) => (item.name as Record<string, string>).en);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/ #2$/);
    expect(exerciseValues(0, references, none)).toEqual(exerciseValues(0, references, none));
  });
});
