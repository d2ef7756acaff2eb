// `hasown` as the browsers the admin supports have it natively (Object.hasOwn), without function-bind.
module.exports = Object.hasOwn;
