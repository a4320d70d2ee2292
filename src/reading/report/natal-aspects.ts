// The natal aspects section: every aspect of the chart by tightness, each with its text.
import { ASPECT_TYPES, type NatalChart } from '../../astro/types.js';
import { ASPECT_GROUP, type InterpretationLibrary } from '../library/types.js';
import { aspectsByTightness, isAngle, pairKeyOf, pointName } from './chart-facts.js';
import { formatOrb, frameFill, frameText } from './text.js';
import { aspectDayHeading, aspectHours, orbCertain } from './birth-day.js';
import type { ReadingWriter } from './writer.js';

type Lib = InterpretationLibrary;

export function writeAspects(w: ReadingWriter, lib: Lib, chart: NatalChart): void {
  w.section('aspects', frameText(lib, 'aspectsTitle'));
  // Without a birth time, the aspects that held all day come first; those of only some hours follow.
  const byTightness = aspectsByTightness(chart.aspects);
  const ordered = [...byTightness.filter((a) => a.day?.certainty !== 'part_of_day'), ...byTightness.filter((a) => a.day?.certainty === 'part_of_day')];
  if (ordered.length === 0) {
    w.paragraph(frameText(lib, 'aspectsNone'));
    return;
  }
  const possible = ordered.filter((a) => a.day?.certainty === 'part_of_day').length;
  if (chart.day && possible > 0) {
    w.paragraph(frameFill(lib, possible === 1 ? 'aspectsIntroDayOne' : 'aspectsIntroDay', { certain: ordered.length - possible, possible }));
  } else {
    w.paragraph(frameFill(lib, 'aspectsIntro', { count: ordered.length }));
  }
  for (const type of ASPECT_TYPES) {
    if (ordered.some((a) => a.type === type)) w.paragraph(lib.aspectTypes[type], frameText(lib, `aspectTypeName_${type}`));
  }
  for (const aspect of ordered) {
    const a = pointName(lib, aspect.a);
    const b = pointName(lib, aspect.b);
    const motion = frameText(lib, aspect.applying ? 'aspectApplying' : 'aspectSeparating');
    if (orbCertain(aspect)) {
      w.heading(frameFill(lib, 'aspectHeading', { a, b, aspect: lib.names.aspects[aspect.type], orb: formatOrb(aspect.orb), motion }));
    } else {
      w.heading(aspectDayHeading(lib, aspect, a, b, lib.names.aspects[aspect.type]));
    }
    if (aspect.day?.certainty === 'part_of_day') {
      const noun = frameText(lib, `aspectTypeName_${aspect.type}`).toLocaleLowerCase(lib.language);
      w.paragraph(frameFill(lib, 'aspectPossible', { a, b, aspect: noun, hours: aspectHours(lib, aspect) }));
    }
    const key = pairKeyOf(aspect.a, aspect.b);
    if (key && lib.aspects[key]) {
      w.paragraph(lib.aspects[key][ASPECT_GROUP[aspect.type]]);
    } else if (aspect.a === 'meanNode' || aspect.a === 'trueNode' || aspect.b === 'meanNode' || aspect.b === 'trueNode') {
      const other = aspect.a === 'meanNode' || aspect.a === 'trueNode' ? aspect.b : aspect.a;
      w.paragraph(frameFill(lib, `aspectNode_${ASPECT_GROUP[aspect.type]}`, { point: pointName(lib, other) }));
    } else if (isAngle(aspect.a) && isAngle(aspect.b)) {
      w.paragraph(frameFill(lib, 'aspectAngles', { aspect: lib.names.aspects[aspect.type] }));
    }
  }
}
