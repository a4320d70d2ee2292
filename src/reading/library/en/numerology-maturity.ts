// The maturity and birthday numbers, and each number's theme for the sentences that combine them.
import { invariable } from '../grammar.js';
import type { InterpretationLibrary } from '../types.js';

type Numerology = InterpretationLibrary['numerology'];

export const maturity: Numerology['maturity'] = {
  1: "A maturity number of 1 promises a later life of growing independence. Whatever you depended on in youth, the second half of life moves you toward running your own affairs, following your own judgement and perhaps starting something new when others are slowing down. Prepare by trusting your decisions now; the confidence you build becomes the freedom you enjoy later.",
  2: "With a maturity of 2, the later years turn toward gentleness and partnership. Rivalry loses its appeal, and what comes to matter is a close bond, a team you believe in, the role of the peacemaker or the adviser behind the scenes. Sensitivity you once hid becomes a strength. The aim ripens through patience and through the art of bringing people together.",
  3: "A maturity of 3 suggests that joy and self-expression grow with age. Many people with this number find their creative voice late, in writing, painting, music or simply in a warmer and lighter way of living, and friendships often multiply. What was held back when duty came first asks to be expressed. Keep a creative practice alive through the busy years so it is ready to flower.",
  4: "The maturity number 4 points to a later life built on solid ground. Order, method and practical achievement become more satisfying, and the second half of life tends to bring the stability you worked for: a home that lasts, work done well, a sound plan for the future. Careful habits formed earlier pay off. The risk is narrowing into routine; keep learning as you consolidate.",
  5: "Freedom arrives late for a maturity 5. The second half of life tends to open up rather than settle down: travel, a change of field, new people and experiences you postponed while building a life. Curiosity keeps you young. The condition is that you stay light enough to move, in money, possessions and commitments, and that you choose adventures that still have meaning.",
  6: "A maturity of 6 brings love and responsibility to the centre of later life. Family, grandchildren, a community or a circle of friends may increasingly rely on you, and you find deep satisfaction in caring, advising and making a beautiful home. Your sense of fairness mellows into wisdom. Guard against taking on every burden; the fullest version of this number gives care and receives it.",
  7: "The maturity number 7 draws later life toward understanding. With age comes a wish for quiet, study, spiritual practice and time with a few chosen people, and the questions that drive you become deeper ones. Many with this number become respected for specialised knowledge. Solitude should nourish rather than isolate; share what you come to understand.",
  8: "With a maturity of 8, achievement and authority tend to peak in the second half of life. Recognition, financial security and positions of responsibility often come later than for others, but they come with the judgement to use them well. Business sense sharpens with age. Keep the balance between material success and the people and values that give it purpose.",
  9: "A maturity number of 9 leads later life toward generosity and a wider view. Personal ambition gives way to concern for others, causes and ideas larger than yourself, and you may teach, give or create for people you will never meet. Letting go becomes easier and brings peace. The fullest expression of this number is wisdom freely shared.",
  11: "A maturity of 11, a master number, promises a later life of illumination. Intuition and spiritual awareness deepen, and you may become an inspiring presence, a teacher, counsellor or artist whose work reaches people. The sensitivity of the number needs care as it grows: calm surroundings, steady habits and people who understand you help it turn into wisdom rather than strain.",
  22: "The maturity number 22, a master number, suggests that your largest work may come late. The second half of life can bring the means and the experience to build something substantial and lasting, serving many people beyond your own circle. The vision needs structure to stand on; the skills you gather through your earlier years are the materials for it.",
  33: "A maturity of 33, the rarest master number, points to a later life devoted to healing, teaching and uplifting others. People may seek your guidance, and your compassion can reach far beyond your family. This is a demanding promise. It ripens best when your care for others is matched by care for yourself, and when you teach by example rather than by self-sacrifice.",
};

export const birthday: Numerology['birthday'] = {
  1: "The birthday number 1 is a gift for initiative: you can start things under your own steam and think for yourself when others hesitate. Use it whenever a situation needs someone to move first.",
  2: "A birthday number of 2 gives a gift for diplomacy and detail. You sense moods, mediate easily and notice what others overlook, which makes you valuable in any partnership or team.",
  3: "The birthday number 3 is a gift of words and imagination. You can lift a room, explain an idea so it sticks, and find the humour in hard moments; writing, speaking and the arts come easily.",
  4: "A birthday number of 4 gives organising talent. You are good with systems, methods and practical tasks, and people trust you to make a plan work and see it through to the end.",
  5: "The birthday number 5 is a gift for adaptability. You pick things up quickly, handle change well, and can talk to almost anyone, which suits work with variety, travel or persuasion.",
  6: "A birthday number of 6 gives a gift for care and harmony. You make people feel looked after, have an eye for beauty and comfort, and take responsibility naturally.",
  7: "The birthday number 7 is a gift for analysis. You can research, question and reach the heart of a matter, and your intuition is often sharper than you admit.",
  8: "A birthday number of 8 gives executive skill. You can judge value, manage resources and take charge of large matters, and you have the stamina for responsibility.",
  9: "The birthday number 9 is a gift of breadth and compassion. You understand people of every kind, think in large terms, and have talents that serve more than yourself.",
  11: "A birthday number of 11, a master number, gives a gift of intuition and inspiration. You can sense what others feel and sometimes what is coming, and your words can move people.",
  22: "The birthday number 22, a master number, is a gift for practical vision: you can see a large aim and also the steps to reach it, a rare pairing in any field.",
};

export const theme: Numerology['theme'] = {
  1: invariable('independence and the courage to begin'),
  2: invariable('partnership, tact and patience'),
  3: invariable('self-expression and delight'),
  4: invariable('order, hard work and lasting foundations'),
  5: invariable('freedom, change and experience'),
  6: invariable('love, care and responsibility'),
  7: invariable('solitude, study and inner truth'),
  8: invariable('authority, achievement and mastery of material things'),
  9: invariable('compassion, completion and service to many'),
  11: invariable('inspiration and heightened intuition'),
  22: invariable('vision turned into lasting structures'),
  33: invariable('compassionate teaching and healing'),
};

const ORDINAL_SUFFIX = (day: number) => (day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th');
export const dayOrdinal: Numerology['dayOrdinal'] = Object.fromEntries(
  Array.from({ length: 31 }, (_, i) => [i + 1, `${i + 1}${ORDINAL_SUFFIX(i + 1)}`]),
);
