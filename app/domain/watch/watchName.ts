/**
 * A watch's full name for subjects and messages: the vendor before the title unless the title
 * already starts with it ('Rolex' + 'Rolex Submariner 124060' -> 'Rolex Submariner 124060').
 */
export function watchName(
  vendor: string | null | undefined,
  title: string,
): string {
  const brand = (vendor ?? '').trim();
  const name = title.trim();
  if (!brand || name.toLowerCase().startsWith(brand.toLowerCase())) return name;
  return `${brand} ${name}`;
}
