/**
 * Scale content: the exercises table filled up to a count (100,000 for the benchmark) with
 * generated exercises that continue the demo's, in bulk inserts of a few thousand per transaction.
 */
import { exercises } from '../../resources/exercises/definition';
import type { Database, Queryable } from '../db/database';
import { demoEquipment } from './catalogue/equipment';
import { demoInjuries } from './catalogue/injuries';
import { exerciseMediaPlan, exerciseValues, type ExerciseReferences } from './exercises';
import { insertValidItems } from './insert';

const chunkSize = 5000;

export const countExercises = async (db: Queryable) =>
  (await db.query<{ n: number }>('select count(*)::int as n from exercises')).rows[0].n;

/** The catalogue's keys → the ids of the stored items with the same English name. */
async function idsByEnglishName<Key extends string>(
  db: Queryable,
  table: string,
  catalogue: readonly { key: Key; name: { en: string } }[],
): Promise<Partial<Record<Key, string>>> {
  const { rows } = await db.query<{ id: string; name: string }>(`select id, name->>'en' as name from ${table}`);
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  const found = catalogue.filter((entry) => idByName.has(entry.name.en));
  return Object.fromEntries(found.map((entry) => [entry.key, idByName.get(entry.name.en)])) as Partial<Record<Key, string>>;
}

/** Files the existing exercises already use; generated exercises share them (media rows are read-only). */
async function mediaPool(db: Queryable, column: 'video_id' | 'thumbnail_id' | 'image_id'): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`select distinct ${column} as id from exercises where ${column} is not null limit 100`);
  return rows.map((row) => row.id);
}

const pick = (pool: string[], index: number) => (pool.length === 0 ? null : pool[index % pool.length]);

export interface FillProgress {
  done: number;
  total: number;
}

/**
 * Adds generated exercises until there are `target`; answers how many it added. Equipment and
 * injuries are those of the demo catalogue found in the database, files those of the exercises
 * already there.
 */
export async function fillExercises(
  db: Database,
  target: number,
  onProgress: (progress: FillProgress) => void = () => {},
): Promise<number> {
  const start = await countExercises(db);
  if (start >= target) return 0;
  const references: ExerciseReferences = {
    equipment: await idsByEnglishName(db, 'equipment', demoEquipment),
    injuries: await idsByEnglishName(db, 'injuries', demoInjuries),
  };
  const videos = await mediaPool(db, 'video_id');
  const thumbnails = await mediaPool(db, 'thumbnail_id');
  const images = await mediaPool(db, 'image_id');

  for (let from = start; from < target; from += chunkSize) {
    const to = Math.min(target, from + chunkSize);
    const items = Array.from({ length: to - from }, (_, offset) => {
      const index = from + offset;
      const plan = exerciseMediaPlan(index);
      return exerciseValues(index, references, {
        videoId: plan.video ? pick(videos, index) : null,
        thumbnailId: plan.thumbnail ? pick(thumbnails, index) : null,
        imageId: plan.image ? pick(images, index) : null,
      });
    });
    await db.transaction((tx) => insertValidItems(tx, exercises, items));
    onProgress({ done: to - start, total: target - start });
  }
  // The planner's statistics must know the new rows (PGlite runs no autovacuum), or it plans the
  // list's searches for the table as it was.
  await db.query('analyze exercises');
  return target - start;
}
