/** Reading the HTML the server renders, as a reader or a crawler would. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Entities back to the characters they stand for. */
export const decodeEntities = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/** What a reader sees of some HTML: tags and comments gone, entities decoded, whitespace folded. */
export const textOf = (html: string): string =>
  decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
