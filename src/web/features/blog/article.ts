/**
 * One blog article read from its Markdown file: front matter (title, slug, author, date,
 * excerpt, tags, image — public §3 Article) plus the body, with its reading time.
 */
import { z } from "zod";
import { parseFrontMatter } from "../../../core/front-matter.js";
import { countWords, minutesRead } from "./reading-time.js";

export interface Article {
  slug: string;
  title: string;
  author: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  tags: string[];
  /** Address of the cover image, or null when the article has none. */
  image: string | null;
  /** Markdown after the front matter. */
  body: string;
  wordCount: number;
  minutesRead: number;
}

const nonEmpty = z.string().trim().min(1);

const articleFields = z.object({
  title: nonEmpty,
  slug: nonEmpty.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lower-case words joined by hyphens"),
  author: nonEmpty,
  date: nonEmpty.regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD"),
  excerpt: nonEmpty,
  tags: z.array(nonEmpty).min(1),
  image: z.string().optional(),
});

/**
 * Reads an article file. `resolveImage` turns the front matter's image name into an address;
 * an image name it does not know is an error, so a typo cannot ship a broken picture.
 */
export function parseArticle(source: string, fileName: string, resolveImage: (name: string) => string | undefined): Article {
  const { attributes, body } = parseFrontMatter(source);
  const parsed = articleFields.safeParse(attributes);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`).join("; ");
    throw new Error(`${fileName}: ${issues}`);
  }
  const fields = parsed.data;
  let image: string | null = null;
  if (fields.image) {
    const resolved = resolveImage(fields.image);
    if (!resolved) throw new Error(`${fileName}: unknown image "${fields.image}"`);
    image = resolved;
  }
  const wordCount = countWords(body);
  return {
    slug: fields.slug,
    title: fields.title,
    author: fields.author,
    date: fields.date,
    excerpt: fields.excerpt,
    tags: fields.tags,
    image,
    body,
    wordCount,
    minutesRead: minutesRead(wordCount),
  };
}

/** "2025-01-08" → "January 8, 2025" (the day as written, whatever the reader's zone). */
export function formatArticleDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
