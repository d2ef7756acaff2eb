/** The product's name, shown on the page and at the end of every document title. */
export const productName = 'Pitchside';
