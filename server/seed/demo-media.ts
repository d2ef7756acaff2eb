/**
 * The demo's files, stored through the same path as uploads: pictures drawn now, and the small
 * committed pitch clip (MP4 and WebM) for every video. Each item gets a file of its own, so
 * deleting or replacing one never touches another's.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ServerContext } from '../context';
import { saveMedia } from '../media/storage';
import { concurrencyLimit } from './concurrency-limit';
import { demoAuthors } from './catalogue/authors';
import { demoEquipment } from './catalogue/equipment';
import { demoKnowledgeVideos } from './catalogue/knowledge-videos';
import { demoReferrals } from './catalogue/referrals';
import { demoExerciseCount, drillOf, exerciseMediaPlan, type ExerciseMedia } from './exercises';
import { authorPortrait, equipmentIcon, initialsOf, pitchThumbnail, referralBanner } from './pictures';

export interface DemoMedia {
  /** By position in the catalogue, as every list below. */
  equipmentIcons: string[];
  authorPictures: string[];
  knowledgeVideos: { videoId: string; thumbnailId: string }[];
  /** A parent's image, and its children's by position in its `countries`. */
  referralImages: { parent: string; children: string[] }[];
  exercises: ExerciseMedia[];
}

interface Clip {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

const assetPath = (name: string) => fileURLToPath(new URL(`./assets/${name}`, import.meta.url));

async function readClips(): Promise<[Clip, Clip]> {
  const [mp4, webm] = await Promise.all([readFile(assetPath('pitch.mp4')), readFile(assetPath('pitch.webm'))]);
  return [
    { fileName: 'pitch.mp4', mimeType: 'video/mp4', bytes: mp4 },
    { fileName: 'pitch.webm', mimeType: 'video/webm', bytes: webm },
  ];
}

/** A readable file name from an English title: "Rondo 4v1" → "rondo-4v1". */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function saveDemoMedia(context: ServerContext): Promise<DemoMedia> {
  const clips = await readClips();
  const limited = concurrencyLimit(8);
  const save = (fileName: string, mimeType: string, bytes: Buffer) =>
    limited(async () => (await saveMedia(context, { fileName, mimeType, stream: Readable.from(bytes) })).id);
  const savePng = (name: string, bytes: Buffer) => save(`${name}.png`, 'image/png', bytes);
  const saveClip = (name: string, clip: Clip) => save(`${name}-${clip.fileName}`, clip.mimeType, clip.bytes);

  // A drill's three variants share their pictures; each still gets its own file.
  const drawn = new Map<string, Buffer>();
  const drawOnce = (key: string, draw: () => Buffer) => {
    if (!drawn.has(key)) drawn.set(key, draw());
    return drawn.get(key)!;
  };

  const [equipmentIcons, authorPictures, knowledgeVideos, referralImages, exercises] = await Promise.all([
    Promise.all(demoEquipment.map((item, index) => savePng(`${slug(item.name.en)}-icon`, equipmentIcon(item.icon, index)))),
    Promise.all(
      demoAuthors.map((author, index) =>
        savePng(slug(`${author.firstName} ${author.lastName}`), authorPortrait(initialsOf(author.firstName, author.lastName), index)),
      ),
    ),
    Promise.all(
      demoKnowledgeVideos.map(async (video, index) => ({
        videoId: await saveClip(slug(video.title.en), clips[index % 2]),
        thumbnailId: await savePng(`${slug(video.title.en)}-thumbnail`, pitchThumbnail(200 + index)),
      })),
    ),
    Promise.all(
      demoReferrals.map(async (referral, index) => ({
        parent: await savePng(slug(referral.name.en), referralBanner(initialsOf(...referral.name.en.split(' ')).slice(0, 3), index)),
        children: await Promise.all(
          referral.countries.map((country, position) =>
            savePng(`${slug(referral.name.en)}-${country.toLowerCase()}`, referralBanner(country, index + position + 1)),
          ),
        ),
      })),
    ),
    Promise.all(
      Array.from({ length: demoExerciseCount }, async (_, index): Promise<ExerciseMedia> => {
        const plan = exerciseMediaPlan(index);
        const { drill, drillIndex } = drillOf(index);
        const name = `${slug(drill.name.en)}-${index}`;
        return {
          videoId: plan.video ? await saveClip(name, clips[index % 4 === 0 ? 0 : 1]) : null,
          thumbnailId: plan.thumbnail
            ? await savePng(
                `${name}-thumbnail`,
                drawOnce(`thumbnail ${drillIndex}`, () => pitchThumbnail(drillIndex)),
              )
            : null,
          imageId: plan.image
            ? await savePng(
                `${name}-image`,
                drawOnce(`image ${drillIndex}`, () => pitchThumbnail(drillIndex + 500)),
              )
            : null,
        };
      }),
    ),
  ]);
  return { equipmentIcons, authorPictures, knowledgeVideos, referralImages, exercises };
}
