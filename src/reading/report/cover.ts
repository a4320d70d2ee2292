// What every reading carries around its sections, whichever composer wrote them: the title, the
// subtitle (a reading of one person states their birth under the title; a reading of two, its own
// words), the footer dated the day the reading was ordered, the renderers' labels, and the report's
// record itself. The composers give only the words that are theirs.
import { formatDate, frameFill, frameText, type FrameLibrary } from './text.js';
import type { Report } from './types.js';

/** The reading as its composer wrote it: the report without what the cover adds. */
type ReportBody = Pick<Report, 'kind' | 'name' | 'addons' | 'orderedAt' | 'birth' | 'facts' | 'sections' | 'chart' | 'partnerChart'>;

/** The composer's own words for the cover. */
interface CoverTexts {
  title: string;
  /** The subtitle of a reading without a birth line: one of two people, or one without a birth date. */
  subtitle: string;
  /** The footer line, given the order's date as the reading's language writes it. */
  footer: (date: string) => string;
  /** The wheel's label where it is not the library's own (a bi-wheel names both people). */
  wheelLabel?: string;
}

export function coveredReport(lib: FrameLibrary, body: ReportBody, cover: CoverTexts): Report {
  const { birth, partnerChart } = body;
  return {
    version: 1,
    language: lib.language,
    kind: body.kind,
    addons: body.addons,
    name: body.name,
    title: cover.title,
    subtitle: birth && !partnerChart
      ? frameFill(lib, birth.place ? 'subtitleBirth' : 'subtitleBirthNoPlace', { date: formatDate(lib, birth.date), place: birth.place ?? '' })
      : cover.subtitle,
    orderedAt: body.orderedAt,
    birth,
    facts: body.facts,
    sections: body.sections,
    chart: body.chart,
    ...(partnerChart ? { partnerChart } : {}),
    footer: cover.footer(formatDate(lib, body.orderedAt)),
    labels: { wheel: cover.wheelLabel ?? frameText(lib, 'labelWheel'), continued: frameText(lib, 'labelContinued') },
    attachments: { pdf: body.addons.includes('pdf') },
  };
}
