/** §2.7: an address is external if it starts with http:// or https://, or contains .co.za or .com. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path) || /\.co\.za|\.com/i.test(path);
}
