// The hero's first pair of images, named apart from the home texts: the route's links() preloads
// them in the browser too, where the home texts (sent as page data) are not bundled.
export const HOME_FIRST_SLIDE = [{key: 'hero-1a'}, {key: 'hero-1b'}] as const;
