/** Gadgets as the admin's tests create them: through the data provider, each with its required photo. */
import type { DataProvider } from 'react-admin';
import { PNG } from 'pngjs';
import { translated } from '../../../resources/translated.test-support';

/** A small one-colour PNG, as a file picked in the browser. */
export function pngFile(name: string, { side = 8, shade = 120 } = {}): File {
  const png = new PNG({ width: side, height: side });
  png.data.fill(shade);
  return new File([new Uint8Array(PNG.sync.write(png))], name, { type: 'image/png' });
}

/** Creates a gadget with `fields` over a minimal valid one (`title` and `code` given), and answers it as read. */
export async function createGadget(dataProvider: DataProvider, fields: { title: string; code: string } & Record<string, unknown>) {
  const data = {
    summary: translated('Summary'),
    size: 'small',
    tags: ['indoor'],
    featured: false,
    ...fields,
    title: translated(fields.title),
  };
  return (await dataProvider.create('gadgets', { data: { ...data, photo: { rawFile: pngFile('gadget.png') } } })).data;
}
