// The natal aspects section: every aspect of the chart by tightness, each read through the chart's own
// signs, houses and rulerships (aspect-compose.ts), with one budget of frames for the whole section.
import { ASPECT_TYPES, type Aspect, type NatalChart } from '../../astro/types.js';
import { nominative } from '../library/grammar.js';
import type { InterpretationLibrary } from '../library/types.js';
import { aspectsByTightness, pointName } from './chart-facts.js';
import { capitalise, fill, formatOrb, frameFill, frameText } from './text.js';
import { aspectDayHeading, aspectHours, orbCertain } from './birth-day.js';
import { FRAME_LIMIT, FrameBudget, aspectSentences, motionSentence, readableInFull, typeCounts, typeWordOf } from './aspect-compose.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

/**
 * The tightest aspects are read in full, at most as many of one type as a frame may stand in the
 * section (so each type's manners, houses and advice are said at most twice); the rest in their opening.
 */
const FULL = 6;

/** `toldInStory`: aspects the chart's story read in full, pointed back to here rather than read twice. */
export function writeAspects(w: ReadingWriter, lib: Lib, chart: NatalChart, toldInStory: ReadonlySet<Aspect> = new Set()): void {
  w.section('aspects', frameText(lib, 'aspectsTitle'));
  // Without a birth time, the aspects that held all day come first; those of only some hours follow.
  const byTightness = aspectsByTightness(chart.aspects);
  const ordered = [...byTightness.filter((a) => a.day?.certainty !== 'part_of_day'), ...byTightness.filter((a) => a.day?.certainty === 'part_of_day')];
  if (ordered.length === 0) {
    w.paragraph(frameText(lib, 'aspectsNone'));
    return;
  }
  // The counts are numbers, so that a language can choose a noun's form by them («23 аспекта»).
  const possible = ordered.filter((a) => a.day?.certainty === 'part_of_day').length;
  if (chart.day && possible > 0) {
    const certain = ordered.filter((a) => a.day?.certainty !== 'part_of_day');
    w.paragraph(fill(possible === 1 ? lib.aspects.introDayOne : lib.aspects.introDay, {
      certain: certain.length, possible, types: typeCounts(lib, certain, ASPECT_TYPES),
    }, lib.language));
  } else {
    const first = ordered[0];
    const names = { a: pointName(lib, first.a), aspect: lib.names.aspects[first.type], b: pointName(lib, first.b) };
    const tightest = lib.aspects.tightestName !== undefined
      ? fill(lib.aspects.tightestName, names)
      : `${nominative(names.a)} ${nominative(names.aspect)} ${nominative(names.b)}`;
    w.paragraph(ordered.length === 1
      ? fill(lib.aspects.introOne, { tightest }, lib.language)
      : fill(lib.aspects.intro, { count: ordered.length, types: typeCounts(lib, ordered, ASPECT_TYPES), tightest }, lib.language));
  }
  const motion = motionSentence(lib, ordered);
  if (motion) w.paragraph(motion);
  const budget = new FrameBudget();
  const fullOfType = new Map<string, number>();
  let fullCount = 0;
  ordered.forEach((aspect) => {
    const full = fullCount < FULL && readableInFull(aspect) && (fullOfType.get(aspect.type) ?? 0) < FRAME_LIMIT;
    if (full) {
      fullCount++;
      fullOfType.set(aspect.type, (fullOfType.get(aspect.type) ?? 0) + 1);
    }
    const a = pointName(lib, aspect.a);
    const b = pointName(lib, aspect.b);
    // The motion may agree with the aspect's name («сходящаяся оппозиция»); English's has no slot.
    const name = lib.names.aspects[aspect.type];
    const motion = frameFill(lib, aspect.applying ? 'aspectApplying' : 'aspectSeparating', { aspect: name });
    if (orbCertain(aspect)) {
      // A language may open the heading with the aspect's name, written in lower case («квадрат Луны и Марса»).
      w.heading(capitalise(frameFill(lib, 'aspectHeading', { a, b, aspect: name, orb: formatOrb(aspect.orb), motion })));
    } else {
      w.heading(aspectDayHeading(lib, aspect, a, b, lib.names.aspects[aspect.type]));
    }
    if (toldInStory.has(aspect)) {
      w.paragraph(frameFill(lib, 'aspectToldInStory', { title: lib.story.frame.title }));
      return;
    }
    const texts: string[] = [];
    if (aspect.day?.certainty === 'part_of_day' && budget.take(['possible'])) {
      texts.push(frameFill(lib, 'aspectPossible', { a, b, aspect: typeWordOf(lib, aspect.type), hours: aspectHours(lib, aspect) }));
    }
    w.paragraphOf([...texts, ...aspectSentences(lib, chart, aspect, full, budget)]);
  });
}
