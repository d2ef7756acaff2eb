// What the catalogue-bypass test must find (tests/unit/catalogue-bypass.test.ts): a text and an accessible name not from the catalogue.
export const LiteralTexts = () => (
  <div>
    <button>Save now</button>
    <button aria-label="Close the panel" title="shell.signIn.email">
      ×
    </button>
  </div>
);
