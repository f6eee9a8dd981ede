/**
 * The sample content's downloadable PDFs (issue 15: the e-books and the customer stories
 * behind their forms), written from the entries' own text so the file a visitor gets is
 * the real thing: the title, then each chapter (or the story) as paragraphs. A plain
 * PDF 1.4 with the standard Helvetica fonts, written by hand: no dependency for a handful
 * of sample files. Run after editing those entries:
 *
 *   npx tsx cms/scripts/make-sample-pdfs.ts
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const CONTENT = join(__dirname, "..", "content")

interface Block {
  heading?: string
  paragraphs: string[]
}

const text = (html: string): string[] =>
  html
    .split(/<\/p>|<br\s*\/?>|<\/li>|<\/h\d>/i)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, "")
        .replace(/&nbsp;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#39;|&rsquo;/g, "'")
        .replace(/&quot;|&ldquo;|&rdquo;/g, '"')
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)

/** Word-wraps a paragraph to lines of at most `width` characters (Helvetica at these sizes: close enough for a sample). */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of paragraph.split(" ")) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** PDF text strings: backslash and parentheses escaped; characters outside Latin-1 replaced. */
const pdfString = (value: string): string =>
  `(${value
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/[\\()]/g, (c) => `\\${c}`)})`

function pdf(title: string, subtitle: string, blocks: Block[]): Buffer {
  type Line = { text: string; size: number; bold: boolean; gapBefore: number }
  const lines: Line[] = [
    ...wrap(title, 40).map((t, i) => ({ text: t, size: 22, bold: true, gapBefore: i === 0 ? 0 : 4 })),
    { text: subtitle, size: 11, bold: false, gapBefore: 10 },
  ]
  for (const block of blocks) {
    if (block.heading) wrap(block.heading, 60).forEach((t, i) => lines.push({ text: t, size: 14, bold: true, gapBefore: i === 0 ? 22 : 2 }))
    for (const paragraph of block.paragraphs)
      wrap(paragraph, 92).forEach((t, i) => lines.push({ text: t, size: 10.5, bold: false, gapBefore: i === 0 ? 9 : 2 }))
  }
  // Pages of A4 (595 x 842 pt), 56 pt margins.
  const pages: string[] = []
  let stream = ""
  let y = 786
  for (const line of lines) {
    const height = line.size + line.gapBefore
    if (y - height < 56) {
      pages.push(stream)
      stream = ""
      y = 786
    }
    y -= height
    stream += `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf 56 ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET\n`
  }
  pages.push(stream)
  const objects: string[] = []
  const add = (body: string): number => objects.push(body)
  const catalog = add("")
  const pagesObject = add("")
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
  const pageIds = pages.map((content) => {
    const contentId = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}endstream`)
    return add(
      `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    )
  })
  const info = add(`<< /Title ${pdfString(title)} /Author (Rapport) /Producer (cms/scripts/make-sample-pdfs.ts) >>`)
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"))
    out += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, "latin1")
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, "latin1")
}

type Entry = {
  title: string
  description?: string
  seoDescription?: string
  richText?: string
  eBookbuilder?: Array<{ heading?: string; copy?: string }>
  contentBuilder?: Array<{ typeHandle: string; copy?: string; calloutSentence?: string; quote?: string; author?: string; header?: string }>
  companyName?: string
}
const read = (path: string): Entry => JSON.parse(readFileSync(join(CONTENT, "entries", path), "utf8")) as Entry

/**
 * The check-in worksheet is a `download` entry: the file alone, with no chapters in the CMS
 * (SPEC 3.13), so its page is the description and the form, and its text is kept here.
 */
const checkInWorksheet: Block[] = [
  {
    paragraphs: [
      "Client: ____________________    Date: ____________    Who joined: ____________________",
      "Book 30 minutes with each key client every quarter. Ask the questions in order, write the answers in their words, and copy the next steps into the client's record in Rapport before the end of the day.",
    ],
  },
  {
    heading: "How is it going",
    paragraphs: [
      "1. On a scale of 1 to 10, how happy are you with our work this quarter? What would make it a 10?",
      "2. What is one thing we did that made your life easier, and one thing that made it harder?",
      "3. Is there anyone on your team who should be hearing from us more, or less?",
    ],
  },
  {
    heading: "What is changing",
    paragraphs: [
      "4. What are your priorities for the next three months? Has anything moved since we last spoke?",
      "5. Are there new people, budgets or deadlines we should know about?",
      "6. Is anything keeping you up at night that we could help with, even if it is outside our current scope?",
    ],
  },
  {
    heading: "Renewal and growth",
    paragraphs: [
      "7. When you think about renewing, what would you need to see from us first?",
      "8. Is there a project coming up where you would like us to pitch, or to introduce you to someone who can help?",
    ],
  },
  {
    heading: "Referrals and proof",
    paragraphs: [
      "9. Who else do you know who is dealing with the same problems you brought to us?",
      "10. Would you be willing to share a sentence about working with us, or to take a call from a prospect?",
    ],
  },
  {
    heading: "Next steps",
    paragraphs: [
      "Risk level (low, medium, high): ________    Next check-in date: ____________",
      "Follow-ups, each with an owner and a due date: ______________________________________________",
      "In Rapport: log the call, update the deal's stage and next step, and add a task for every follow-up.",
    ],
  },
]

const outputs: Array<{ entry: string; file: string; subtitle: (e: Entry) => string; blocks: (e: Entry) => Block[] }> = [
  {
    entry: "ebooks/the-relationship-selling-playbook.json",
    file: "ebooks/the-relationship-selling-playbook.pdf",
    subtitle: () => "A Rapport e-book",
    blocks: (e) => (e.eBookbuilder ?? []).map((c) => ({ heading: c.heading, paragraphs: text(c.copy ?? "") })),
  },
  {
    entry: "ebooks/google-workspace-crm-setup-guide.json",
    file: "ebooks/google-workspace-crm-setup-guide.pdf",
    subtitle: () => "A Rapport guide",
    blocks: (e) => (e.eBookbuilder ?? []).map((c) => ({ heading: c.heading, paragraphs: text(c.copy ?? "") })),
  },
  {
    entry: "ebooks/quarterly-client-check-in-worksheet.json",
    file: "ebooks/quarterly-client-check-in-worksheet.pdf",
    subtitle: () => "A Rapport worksheet",
    blocks: () => checkInWorksheet,
  },
  ...["brightline-studio", "harbor-wealth-partners", "keel-and-beam-builders", "northwind-advisory"].map((slug) => ({
    entry: `blog/${slug}-case-study.json`,
    file: `caseStudies/${slug}-customer-story.pdf`,
    subtitle: (e: Entry) => `A Rapport customer story${e.companyName ? `: ${e.companyName}` : ""}`,
    blocks: (e: Entry) => [
      { paragraphs: text(e.richText ?? "") },
      ...(e.contentBuilder ?? []).map((b) => ({
        heading: b.header ?? b.calloutSentence,
        paragraphs: text(b.copy ?? (b.quote ? `"${b.quote}" - ${b.author ?? ""}` : "")),
      })),
    ],
  })),
]

for (const output of outputs) {
  const entry = read(output.entry)
  const file = join(CONTENT, "assets", output.file)
  writeFileSync(file, pdf(entry.title, output.subtitle(entry), output.blocks(entry)))
  console.log(`wrote ${output.file}`)
}
