// `object.entries` as the browsers the admin supports have it natively: node-polyglot asks for
// the polyfill, which brings a dozen helper packages (get-intrinsic and its kin) to the sign-in screen.
module.exports = Object.entries;
