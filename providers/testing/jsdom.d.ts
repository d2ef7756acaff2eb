/**
 * The little of jsdom's API the provider tests use (a browser window whose XMLHttpRequest does
 * real HTTP). jsdom ships no types of its own and no @types/jsdom matches its version; when the
 * project adds those types, this file goes.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
