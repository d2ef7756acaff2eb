/**
 * The demo content of a first start: the two staff and the member accounts of
 * server/config.ts and a football training library in all six languages, with generated
 * pictures and a small committed clip for videos. Nothing is downloaded.
 */
import { authors } from '../../resources/authors/definition';
import { equipment } from '../../resources/equipment/definition';
import { exercises } from '../../resources/exercises/definition';
import { injuries } from '../../resources/injuries/definition';
import { knowledgeVideos } from '../../resources/knowledge-videos/definition';
import { referrals } from '../../resources/referrals/definition';
import { createUser } from '../auth';
import { demoColleague, demoMember, demoStaff } from '../config';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { demoAuthors } from './catalogue/authors';
import { demoEquipment } from './catalogue/equipment';
import { demoInjuries } from './catalogue/injuries';
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
import { saveDemoMedia, type DemoMedia } from './demo-media';
import { insertValidItems, type UntranslatedText } from './insert';

/**
 * Demo exercises whose translation is not finished: a Dutch description or name, a French
 * description still empty (what the lists' "Missing in" filter and coverage column find).
 */
export const untranslatedDemoExercises: readonly UntranslatedText[] = [
  { index: 40, source: 'description', language: 'nl' },
  { index: 90, source: 'description', language: 'nl' },
  { index: 140, source: 'name', language: 'nl' },
  { index: 190, source: 'description', language: 'nl' },
  { index: 240, source: 'description', language: 'fr' },
];

const hasUsers = async (db: Queryable) =>
  (await db.query<{ found: boolean }>('select exists (select 1 from users) as found')).rows[0].found;

async function insertDemoContent(tx: Queryable, media: DemoMedia): Promise<void> {
  const equipmentIds = idsByKey(demoEquipment, await insertValidItems(tx, equipment, equipmentItems(media)));
  const injuryIds = idsByKey(demoInjuries, await insertValidItems(tx, injuries, injuryItems()));
  const authorIds = idsByKey(demoAuthors, await insertValidItems(tx, authors, authorItems(media)));
  await insertValidItems(tx, knowledgeVideos, knowledgeVideoItems(media, authorIds));
  const parentIds = await insertValidItems(tx, referrals, parentReferralItems(media, equipmentIds));
  await insertValidItems(tx, referrals, childReferralItems(media, equipmentIds, parentIds));
  await insertValidItems(
    tx,
    exercises,
    demoExerciseItems(media, { equipment: equipmentIds, injuries: injuryIds }),
    untranslatedDemoExercises,
  );
}

/**
 * Seeds a database without accounts; answers whether it did. Files are stored first, then the
 * accounts and every item in one transaction, so a failed seed leaves no half library and the
 * next start tries again.
 */
export async function seedDemoIfEmpty(context: ServerContext): Promise<boolean> {
  if (await hasUsers(context.db)) return false;
  const media = await saveDemoMedia(context);
  return context.db.transaction(async (tx) => {
    // Another process may have seeded meanwhile (two servers on one PostgreSQL): check under a lock.
    await tx.query('lock table users in share row exclusive mode');
    if (await hasUsers(tx)) return false;
    await createUser(tx, { ...demoStaff, role: 'staff' });
    await createUser(tx, { ...demoColleague, role: 'staff' });
    await createUser(tx, { ...demoMember, role: 'member' });
    await insertDemoContent(tx, media);
    return true;
  });
}
