/** The two sizes every picture of a screen is taken at: a desktop's and a phone's. */
export const pictureSizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
