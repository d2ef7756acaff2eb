import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldBySource } from '../../../resources/definition';
import { defaultImageQuality, imageQualityOf, type MediaField } from '../../../resources/kinds/media';
import { compressImage } from '../media/compressImage';
import { UploadProgressProvider, type UploadProgress } from '../media/UploadProgress';
import { gadgets } from '../testing/gadgets.test-support';
import { readFormValues, TestAdmin, TestForm } from '../testing/TestAdmin.test-support';
import { formDefaults } from '../form/formDefaults';
import { MediaInput } from './MediaInput';

const photo = fieldBySource(gadgets, 'photo') as MediaField;
const clip = fieldBySource(gadgets, 'clip') as MediaField;

const storedPhoto = {
  id: '0b6f1c1e-2f4a-4c7e-9d3b-5a6e7f8a9b0c',
  name: 'cone.jpg',
  fileName: 'cone.jpg',
  mimeType: 'image/jpeg',
  size: 3 * 1024 * 1024,
  url: 'https://cdn.example/media/cone.jpg',
};

function renderMedia({ values = {}, progress = {} }: { values?: Record<string, unknown>; progress?: Record<string, UploadProgress> } = {}) {
  return render(
    <TestAdmin definitions={[gadgets]}>
      <TestForm definition={gadgets} defaultValues={{ ...formDefaults(gadgets), ...values }}>
        <UploadProgressProvider progress={progress}>
          <MediaInput field={photo} isRequired />
          <MediaInput field={clip} />
        </UploadProgressProvider>
      </TestForm>
    </TestAdmin>,
  );
}

const group = (name: RegExp) => within(screen.getByRole('group', { name }));
/** What a drag of files from the desktop carries, as a browser's DataTransfer says it. */
const dragged = (...files: File[]) => ({
  files,
  items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  types: ['Files'],
  dropEffect: 'none',
});
const fileInput = (name: RegExp) => screen.getByRole('group', { name }).querySelector('input[type="file"]') as HTMLInputElement;

describe('media input', () => {
  it('takes a picked image and shows its name and size', async () => {
    const { container } = renderMedia();
    const photoGroup = group(/^Photo/);
    expect(photoGroup.getByRole('button', { name: 'Drop an image here, or press to choose one' })).toBeInTheDocument();
    await userEvent.upload(fileInput(/^Photo/), new File([new Uint8Array(1536)], 'pitch.png', { type: 'image/png' }));
    expect(await photoGroup.findByText('pitch.png')).toBeInTheDocument();
    expect(photoGroup.getByText('1.5 KB')).toBeInTheDocument();
    // Uploaded on save: until then the form holds the file itself.
    expect(readFormValues(container).photo).toHaveProperty('rawFile');
  });

  it('shows a stored image with a preview, its name and size, and replaces or removes it', async () => {
    const { container } = renderMedia({ values: { photo: storedPhoto } });
    const photoGroup = group(/^Photo/);
    expect(photoGroup.getByRole('img', { name: 'Preview of cone.jpg' })).toHaveAttribute('src', storedPhoto.url);
    expect(photoGroup.getByText('3 MB')).toBeInTheDocument();

    await userEvent.upload(fileInput(/^Photo/), new File([new Uint8Array(2 * 1024 ** 2)], 'goal.jpg', { type: 'image/jpeg' }));
    expect(await photoGroup.findByText('goal.jpg')).toBeInTheDocument();
    expect(photoGroup.getByText('2 MB')).toBeInTheDocument();

    await userEvent.click(photoGroup.getByRole('button', { name: 'Remove' }));
    expect(readFormValues(container).photo).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await photoGroup.findByText('Required')).toBeInTheDocument();
  });

  it('previews a stored video as a video', () => {
    renderMedia({
      values: {
        clip: {
          ...storedPhoto,
          name: 'drill',
          fileName: 'drill.mp4',
          mimeType: 'video/mp4',
          size: 12 * 1024 ** 3,
          url: 'https://cdn.example/drill.mp4',
        },
      },
    });
    const clipGroup = screen.getByRole('group', { name: 'Clip' });
    const video = clipGroup.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example/drill.mp4');
    expect(video).toHaveAttribute('aria-label', 'Preview of drill.mp4');
    expect(within(clipGroup).getByText('12 GB')).toBeInTheDocument();
  });

  it('refuses a file of another kind', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderMedia();
    await user.upload(fileInput(/^Clip/), new File(['not a video'], 'notes.txt', { type: 'text/plain' }));
    expect(await group(/^Clip/).findByText('This file cannot be used here')).toBeInTheDocument();
    expect(group(/^Clip/).queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('takes an image dropped on its area, showing the area active while a file is dragged over it', async () => {
    renderMedia();
    const area = group(/^Photo/).getByRole('button', { name: 'Drop an image here, or press to choose one' });
    const dataTransfer = dragged(new File([new Uint8Array(2048)], 'drop.png', { type: 'image/png' }));
    fireEvent.dragEnter(area, { dataTransfer });
    await waitFor(() => expect(area).toHaveStyle({ borderColor: 'rgb(25, 118, 210)' }));
    fireEvent.drop(area, { dataTransfer });
    expect(await group(/^Photo/).findByText('drop.png')).toBeInTheDocument();
    expect(group(/^Photo/).getByText('2 KB')).toBeInTheDocument();
  });

  it('refuses two files dropped at once, and a dropped file of another kind', async () => {
    renderMedia();
    const area = group(/^Clip/).getByRole('button', { name: 'Drop a video here, or press to choose one' });
    const video = (name: string) => new File(['v'], name, { type: 'video/mp4' });
    fireEvent.drop(area, { dataTransfer: dragged(video('a.mp4'), video('b.mp4')) });
    expect(await group(/^Clip/).findByText('This file cannot be used here')).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer: dragged(new File(['x'], 'notes.txt', { type: 'text/plain' })) });
    expect(group(/^Clip/).queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('leaves a drop elsewhere on the page to the browser (text dragged into a text field)', () => {
    renderMedia();
    const text = { files: [], items: [], types: ['text/plain'], dropEffect: 'none' };
    // fireEvent answers false when a listener cancelled the event's default.
    expect(fireEvent.dragOver(document.body, { dataTransfer: text })).toBe(true);
    expect(fireEvent.drop(document.body, { dataTransfer: text })).toBe(true);
  });

  it('opens the file picker from its area by keyboard, and by its Replace button once a file is in place', async () => {
    const picked = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderMedia({ values: { photo: storedPhoto } });
      group(/^Clip/).getByRole('button', { name: 'Drop a video here, or press to choose one' }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(picked.mock.contexts).toEqual([fileInput(/^Clip/), fileInput(/^Clip/)]);
      await userEvent.click(group(/^Photo/).getByRole('button', { name: 'Replace' }));
      expect(picked.mock.contexts.at(-1)).toBe(fileInput(/^Photo/));
    } finally {
      picked.mockRestore();
    }
  });

  it('shows the progress of its file while the form uploads it', () => {
    renderMedia({ values: { photo: storedPhoto }, progress: { photo: { loaded: 3 * 1024 ** 2 * 0.42, total: 3 * 1024 ** 2 } } });
    const progress = group(/^Photo/).getByRole('progressbar', { name: 'Uploading cone.jpg: 42%' });
    expect(progress).toHaveAttribute('aria-valuenow', '42');
    expect(group(/^Photo/).getByRole('button', { name: 'Replace' })).toBeDisabled();
    expect(group(/^Clip/).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('image compression quality (docs/spec.md §9)', () => {
  it('is 0.8 unless the media field says otherwise', () => {
    expect(defaultImageQuality).toBe(0.8);
    expect(imageQualityOf(photo)).toBe(0.8);
    expect(imageQualityOf({ ...photo, quality: 0.35 })).toBe(0.35);
  });

  it('is refused outside 0–1', async () => {
    const file = new File(['x'], 'cone.jpg', { type: 'image/jpeg' });
    for (const quality of [-0.1, 1.01, Number.NaN]) await expect(compressImage(file, quality)).rejects.toThrow(RangeError);
  });
});
