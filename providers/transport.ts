/**
 * How one request's bytes travel, and nothing else: the HTTP client prepares the request and reads
 * the answer. Two ways: `fetch` for everything, and XMLHttpRequest for uploads in a browser, the one
 * browser API that reports upload progress. Where there is no XMLHttpRequest (Node, the tests), an
 * upload goes through fetch and reports its progress twice: nothing sent at the start, everything
 * at the end.
 */

export interface UploadProgress {
  loaded: number;
  /** Unknown when the body's size cannot be told in advance. */
  total?: number;
}

export interface Exchange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface Answer {
  status: number;
  text: string;
}

/** Rejects with the signal's reason when aborted, with another error when no answer came. */
export type Transport = (exchange: Exchange) => Promise<Answer>;

export const fetchTransport =
  (fetchImplementation: typeof fetch): Transport =>
  async ({ url, method, headers, body, signal, onUploadProgress }) => {
    const total = bodySize(body);
    onUploadProgress?.({ loaded: 0, total });
    const response = await fetchImplementation(url, { method, headers, body, signal });
    onUploadProgress?.({ loaded: total ?? 0, total });
    return { status: response.status, text: await response.text() };
  };

export const xhrTransport =
  (XhrClass: typeof XMLHttpRequest): Transport =>
  ({ url, method, headers, body, signal, onUploadProgress }) =>
    new Promise<Answer>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XhrClass();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) =>
        onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
      const stopOnAbort = () => xhr.abort();
      signal.addEventListener('abort', stopOnAbort, { once: true });
      const settle = (outcome: () => void) => {
        signal.removeEventListener('abort', stopOnAbort);
        outcome();
      };
      xhr.onload = () => settle(() => resolve({ status: xhr.status, text: xhr.responseText }));
      xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
      xhr.onabort = () => settle(() => reject(signal.reason));
      xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
    });

/** The bytes of the files and texts a body carries; multipart framing is not counted. */
function bodySize(body: BodyInit | undefined): number | undefined {
  if (body === undefined) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof FormData) {
    let size = 0;
    for (const [, value] of body.entries()) size += typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size;
    return size;
  }
  return undefined;
}
