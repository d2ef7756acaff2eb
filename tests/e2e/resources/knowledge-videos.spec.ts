import { expect, checkAccessibility } from '../fixtures';
import {
  bulkDeleteFound,
  choose,
  deleteFromEdit,
  expectToast,
  fileGroup,
  fillLanguages,
  inEveryLanguage,
  photoPng,
  pickFile,
  pitchVideo,
  rows,
  save,
  search,
  serverRejectsNextSave,
  staffApi,
  test,
} from './journey';

test.describe.configure({ timeout: 240_000 });

test('a knowledge video is created with a real video and thumbnail, found, edited, refused, and deleted', async ({ page, request }) => {
  await page.goto('/knowledge-videos/create');
  await checkAccessibility(page);
  await fillLanguages(page, { Title: inEveryLanguage('Sleep like a pro e2e'), Description: inEveryLanguage('Why rest wins matches') });
  await save(page);
  // Spec §5: the video file and the thumbnail are required on the form, and so is the category.
  await expect(fileGroup(page, 'Video').getByText('Required')).toBeVisible();
  await expect(fileGroup(page, 'Thumbnail').getByText('Required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription('Required');
  await checkAccessibility(page);

  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Sleep' }).click();
  await page.getByRole('switch', { name: 'Premium' }).check();
  await choose(page, 'Author', 'Hoff', 'Lena Hoffmann');

  const video = await pitchVideo();
  await pickFile(page, 'Video', video);
  await expect(fileGroup(page, 'Video').getByText('pitch.mp4')).toBeVisible();
  await expect(fileGroup(page, 'Video').locator('video')).toHaveAttribute('aria-label', 'Preview of pitch.mp4');
  await pickFile(page, 'Thumbnail', photoPng('sleep.png', 1280, 720, 3));
  await expect(fileGroup(page, 'Thumbnail').getByText(/^[\d.]+ (KB|MB)$/)).toBeVisible();

  // A slow connection: the uploads' progress shows on their fields while the form saves.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await save(page);
  await expect(page.getByRole('progressbar', { name: /^Uploading / }).first()).toBeVisible();
  await expectToast(page, 'Knowledge video created successfully');
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await search(page, 'Sleep like a pro e2e');
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('Sleep like a pro e2e (English)');
  // The category by the display name the server gives it, and the author by name.
  await expect(row).toContainText('Sleep');
  await expect(row).toContainText('Lena Hoffmann');
  await expect(row.getByRole('img', { name: /^sleep\.(webp|png)$/ })).toBeVisible();
  await checkAccessibility(page);

  const [stored] = await (await staffApi(request)).list('knowledge_videos', 'Sleep like a pro e2e');
  expect(stored).toMatchObject({ category: 'sleep', category_name: 'Sleep', premium: true, author: { last_name: 'Hoffmann' } });
  expect(stored.knowledge_video).toMatchObject({ mime_type: 'video/mp4', size: video.buffer.length });

  await row.click();
  await expect(fileGroup(page, 'Video').getByText('pitch.mp4')).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole('switch', { name: 'Premium' }).uncheck();
  await serverRejectsNextSave(page, 'knowledge_videos', { knowledge_video_id: ['This video cannot be played.'] });
  await save(page);
  await expect(fileGroup(page, 'Video').getByText('This video cannot be played.')).toBeVisible();
  await pickFile(page, 'Video', video);
  await save(page);
  await expectToast(page, 'Knowledge video updated successfully');

  await rows(page).first().click();
  await expect(page.getByRole('switch', { name: 'Premium' })).not.toBeChecked();
  await deleteFromEdit(page, 'This knowledge video goes to Recently deleted, where it can be restored.');
  await expect(rows(page)).toHaveCount(0);
});

test('several knowledge videos are deleted together after a confirmation', async ({ page, request }) => {
  const client = await staffApi(request);
  const video = await client.upload(await pitchVideo());
  for (const title of ['Bulk talk one', 'Bulk talk two', 'Bulk talk three']) {
    const thumbnail = await client.upload(photoPng('thumb.png', 64, 36));
    await client.create('knowledge_videos', {
      title: inEveryLanguage(title),
      description: inEveryLanguage(title),
      category: 'tactic',
      knowledge_video_id: video.id,
      thumbnail_id: thumbnail.id,
    });
  }
  await bulkDeleteFound(page, client, {
    path: '/knowledge-videos',
    endpoint: 'knowledge_videos',
    text: 'Bulk talk',
    count: 3,
    confirmation: 'These 3 knowledge videos go to Recently deleted, where they can be restored.',
  });
});
