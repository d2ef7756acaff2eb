/** What the content tests expect of an answer's items: an embedded item, a media object. */

/** An item as another embeds it: without its version, which belongs to the item's own answers. */
export const embedded = ({ version: _version, ...item }: Record<string, any>) => item;

/** A media object of the server at `baseUrl`. */
export const mediaShape = (baseUrl: string, id: string, fileName: string, mimeType: string) => ({
  id,
  uuid: expect.any(String),
  name: fileName.replace(/\.[^.]+$/, ''),
  file_name: fileName,
  mime_type: mimeType,
  size: expect.any(Number),
  url: expect.stringMatching(new RegExp(`^${baseUrl}/media/${id}/`)),
});
