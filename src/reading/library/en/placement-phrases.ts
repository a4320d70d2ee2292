// The pieces a placement is read from: what each planet drives, how it acts in each sign, what each
// house covers and how each sign handles things. They are never printed alone: the placement
// templates join two or more of them with the chart's own facts (ruler, house, aspects), so a
// sentence depends on the combination rather than on one factor that thousands of people share.
import type { MoonPhaseName, PlanetId, SignId } from '../../../astro/types.js';
import type { HouseNumber, PlacementTexts } from '../types.js';

/** What a planet drives, as a singular noun phrase after "your". */
const drive: Record<PlanetId, string> = {
  sun: 'sense of purpose',
  moon: 'need to feel at home',
  mercury: 'curious mind',
  venus: 'capacity for love and pleasure',
  mars: 'drive',
  jupiter: 'faith in growth',
  saturn: 'discipline',
  uranus: 'urge for freedom',
  neptune: 'longing for the ideal',
  pluto: 'hunger for depth',
};

// A verb phrase whose subject is the planet ("Your Mars in Aries fights in the open…").
const sun: Record<SignId, string> = {
  aries: 'is exalted, comes alive when something needs starting and would rather act first and explain later',
  taurus: 'grows slowly and surely, rooted in what you can touch, keep and build on',
  gemini: 'shines through conversation, ideas and the people you connect with one another',
  cancer: 'shines most warmly on the people you call your own and leads by looking after them',
  leo: 'is at home and wants to be seen, warm and generous with its light',
  virgo: 'finds itself in useful work done well and in the detail others miss',
  libra: 'discovers who you are through other people, fairness and a sense of balance',
  scorpio: 'wants what lies under the surface and will not settle for small talk',
  sagittarius: 'aims at a far horizon and needs meaning, room and an honest answer',
  capricorn: 'climbs one sure foothold at a time and builds what outlasts the mood of the moment',
  aquarius: 'puts the group, the idea and the future ahead of personal glory',
  pisces: 'takes in the mood of every room and seeks a form for what moves through you',
};
const moon: Record<SignId, string> = {
  aries: 'reacts fast and hot and needs to act on a feeling before it can let it go',
  taurus: 'is exalted and steady, soothed by familiar rooms, good food and a settled routine',
  gemini: 'knows what it feels once it has found the words for it',
  cancer: 'is in its own sign, deep, protective and finely tuned to the moods of others',
  leo: 'needs a witness, warm appreciation and a little drama to feel loved',
  virgo: 'feels safe when life is orderly and shows love by being useful',
  libra: 'needs harmony in the air and fair dealing to feel at ease',
  scorpio: 'feels all or nothing, guards its depths and stays loyal to the few it trusts',
  sagittarius: 'needs space, movement and a sense that life is going somewhere',
  capricorn: 'holds feelings in reserve and shows care through reliability rather than words',
  aquarius: 'needs room to breathe inside any bond and relaxes among people who let you be unusual',
  pisces: 'absorbs the feeling of every room and needs solitude to wring itself out',
};
const mercury: Record<SignId, string> = {
  aries: 'thinks on its feet, speaks straight to the point and enjoys a lively argument',
  taurus: 'thinks at its own pace, learns by handling things and holds a view once formed',
  gemini: 'is at home, quick, witty and able to juggle several ideas at once',
  cancer: 'thinks through feeling and memory and remembers how a thing was said',
  leo: 'speaks with conviction and warmth and likes an idea it can stand behind in public',
  virgo: 'is at home and exalted, precise, analytical and alert to every flaw',
  libra: 'weighs every side, argues for fairness and chooses words with grace',
  scorpio: 'investigates, reads between the lines and keeps its findings close',
  sagittarius: 'reaches for the big picture and can skip the fine print on the way',
  capricorn: 'thinks in plans and structures and says only what it can stand behind',
  aquarius: 'thinks independently and finds the pattern behind the detail',
  pisces: 'thinks in images and impressions and understands more than it can easily explain',
};
const venus: Record<SignId, string> = {
  aries: 'falls in love quickly, enjoys the chase and wants affection that is frank and brave',
  taurus: 'is at home, loyal and sensual, and loves comfort, touch and what lasts',
  gemini: 'loves with the mind first and needs a partner who can talk and surprise you',
  cancer: 'loves by nurturing and needs a bond that feels like a safe harbour',
  leo: 'loves generously and theatrically and wants to adore and be adored in return',
  virgo: 'shows love through small acts of care and can be hard to please',
  libra: 'is at home, gracious and fair, and looks for partnership as an art of balance',
  scorpio: 'loves all or nothing and wants a bond deep enough to change you',
  sagittarius: 'loves freely and needs a partner who is also a fellow traveller',
  capricorn: 'takes love seriously, commits slowly and proves it through loyalty over years',
  aquarius: 'loves as a friend first and needs freedom inside the bond',
  pisces: 'is exalted and loves without conditions, tender, romantic and easily moved',
};
const mars: Record<SignId, string> = {
  aries: 'is at home, quick to act, brave and impatient with delay',
  taurus: 'works slowly and with great stamina and cannot be pushed once it has dug in',
  gemini: 'fights with words, acts on many fronts at once and grows restless with routine',
  cancer: 'acts to protect and defends its own fiercely, though often indirectly',
  leo: 'acts with pride and flair and fights for what it loves',
  virgo: 'turns energy into skilled, careful work and gets angry at sloppiness',
  libra: 'acts on behalf of fairness and finds it hard to assert itself without a partner',
  scorpio: 'is at home in the old rulership, strategic, relentless and hard to stop',
  sagittarius: 'acts on conviction, chases big goals and speaks its mind freely',
  capricorn: 'is exalted, disciplined and ambitious, and spends effort where it will pay',
  aquarius: 'fights for causes and principles and resists every order it has not agreed to',
  pisces: 'acts on intuition and compassion and can drift when a goal is unclear',
};
const jupiter: Record<SignId, string> = {
  aries: 'grows through bold beginnings and trusts the courage to go first',
  taurus: 'grows through patience and tends to bring material comfort over time',
  gemini: 'grows through learning, talk and a wide web of contacts',
  cancer: 'is exalted and generous through care, family and a feeling of belonging',
  leo: 'grows through creativity, warmth and a big-hearted generosity',
  virgo: 'grows through service, skill and practical improvement',
  libra: 'grows through partnership, fairness and a gift for mediation',
  scorpio: 'grows through depth, shared resources and the courage to face hard truths',
  sagittarius: 'is at home, expansive and philosophical, and drawn to teaching and travel',
  capricorn: 'grows through duty and structure and trusts what has been earned',
  aquarius: 'grows through friends, ideals and causes larger than yourself',
  pisces: 'is at home in the old rulership, compassionate, mystical and generous to a fault',
};
const saturn: Record<SignId, string> = {
  aries: 'asks you to learn patience with your own impulses and to act with self-command',
  taurus: 'asks for security built slowly and for a steady hand with money and the body',
  gemini: 'asks for disciplined thinking and a voice that says exactly what it means',
  cancer: 'asks you to build the emotional safety you may have missed and to hold it for others',
  leo: 'asks for the courage to be seen and tests your right to shine',
  virgo: 'asks for mastery through method, care and patient practice',
  libra: 'is exalted and asks for commitments kept, fair dealing and just measure',
  scorpio: 'asks you to face fear, control and loss and to grow strong through them',
  sagittarius: 'asks you to test your beliefs and to earn the authority to teach them',
  capricorn: 'is at home, ambitious and patient, and builds structures that last',
  aquarius: 'is at home in the old rulership and asks for principles served with discipline',
  pisces: 'asks you to give dreams and compassion a form and a limit',
};
// The outer planets' signs are shared by a generation: these phrases say what that generation carries.
const uranus: Record<SignId, string> = {
  aries: 'carries a generation that breaks new ground on impulse and prizes independence',
  taurus: 'carries a generation that overturns old ideas about money, land and the body',
  gemini: 'carries a generation restless for new ways to learn, talk and connect',
  cancer: 'carries a generation that rethinks what a family and a home can be',
  leo: 'carries a generation that insists on self-expression on its own terms',
  virgo: 'carries a generation that reinvents work, health and the tools of daily life',
  libra: 'carries a generation that rewrites the rules of partnership and marriage',
  scorpio: 'carries a generation drawn to break taboos about sex, power and death',
  sagittarius: 'carries a generation hungry for new beliefs and freedom of movement',
  capricorn: 'carries a generation that shakes up institutions from inside them',
  aquarius: 'carries a generation at home with networks, technology and collective change',
  pisces: 'carries a generation that seeks freedom through imagination and the spirit',
};
const neptune: Record<SignId, string> = {
  aries: 'carries a generation that idealises courage and the pioneer',
  taurus: 'carries a generation that dreams of the land, beauty and simple abundance',
  gemini: 'carries a generation that idealises information and the free flow of ideas',
  cancer: 'carries a generation that longs for the perfect home and family',
  leo: 'carries a generation enchanted by romance, stardom and the creative self',
  virgo: 'carries a generation that idealises service, health and the perfect method',
  libra: 'carries a generation that dreams of ideal love and peace between people',
  scorpio: 'carries a generation drawn to the occult, to depth psychology and to what is hidden',
  sagittarius: 'carries a generation that idealises travel, foreign wisdom and the spiritual quest',
  capricorn: 'carries a generation whose dreams take the shape of structures and institutions',
  aquarius: 'carries a generation that dreams of a connected, egalitarian world',
  pisces: 'carries a generation of open hearts, porous boundaries and spiritual longing',
};
const pluto: Record<SignId, string> = {
  aries: 'carries a generation remade through raw will and new beginnings',
  taurus: 'carries a generation remade through questions of ownership and survival',
  gemini: 'carries a generation remade through information and the power of words',
  cancer: 'carries a generation remade through the upheaval of home and homeland',
  leo: 'carries a generation that wrestles with power and personal will in the open',
  virgo: 'carries a generation that transforms work, health and the methods of everyday life',
  libra: 'carries a generation that transforms partnership, law and the balance between people',
  scorpio: 'carries a generation that faces taboo, intimacy and power without flinching',
  sagittarius: 'carries a generation that transforms belief and crosses borders of every kind',
  capricorn: 'carries a generation that breaks down and rebuilds institutions',
  aquarius: 'carries a generation that transforms how people gather and govern themselves',
  pisces: 'carries a generation that dissolves old boundaries between faith, art and fact',
};

/** What each house covers in a few words, for sentences that already name another field. */
const houseTopic: Record<HouseNumber, string> = {
  1: 'the way you present yourself',
  2: 'money and possessions',
  3: 'everyday talk and learning',
  4: 'home and family',
  5: 'love, play and creative work',
  6: 'daily work and health',
  7: 'partnership',
  8: 'intimacy and shared resources',
  9: 'travel, study and belief',
  10: 'career and reputation',
  11: 'friendships and groups',
  12: 'solitude and the inner life',
};

/** The first impression a rising sign gives, as a noun phrase. */
const risingImpression: Record<SignId, string> = {
  aries: 'someone quick, direct and ready to act',
  taurus: 'someone calm, unhurried and reassuringly solid',
  gemini: 'someone bright, talkative and curious about everything',
  cancer: 'someone gentle, watchful and quick to sense whether a room is safe',
  leo: 'someone warm, dignified and hard to overlook',
  virgo: 'someone attentive, modest and quietly observant',
  libra: 'someone courteous, pleasant and easy to be with',
  scorpio: 'someone intense, watchful and hard to read',
  sagittarius: 'someone open, frank and eager for the next adventure',
  capricorn: 'someone serious, composed and capable beyond their years',
  aquarius: 'someone friendly yet detached, with ideas of their own',
  pisces: 'someone gentle, dreamy and receptive',
};

/** What people find behind the first impression: the Sun's sign as a noun phrase. */
const sunCore: Record<SignId, string> = {
  aries: 'a will that needs to start things and win them',
  taurus: 'a patient builder who values what is real and lasting',
  gemini: 'a quick mind that needs variety and conversation',
  cancer: 'a protective heart that lives for its own people',
  leo: 'a generous heart that needs to create and be seen',
  virgo: 'a craftsman who needs useful work done well',
  libra: 'a diplomat who needs fairness and company',
  scorpio: 'a depth and an intensity few people guess at first',
  sagittarius: 'a seeker who needs meaning and open roads',
  capricorn: 'an ambition that plans in decades',
  aquarius: 'an independent mind loyal to its ideals',
  pisces: 'a dreamer with great reserves of compassion',
};

/** What the Moon in each sign needs underneath, as a noun phrase. */
const moonNeed: Record<SignId, string> = {
  aries: 'a need for action and independence',
  taurus: 'a need for calm, comfort and routine',
  gemini: 'a need for talk and variety',
  cancer: 'a need for a safe home and close family',
  leo: 'a need for warmth and appreciation',
  virgo: 'a need for order and usefulness',
  libra: 'a need for harmony and good company',
  scorpio: 'a need for trust and emotional truth',
  sagittarius: 'a need for freedom and a sense of direction',
  capricorn: 'a need for self-reliance and solid ground',
  aquarius: 'a need for space and like-minded friends',
  pisces: 'a need for quiet, imagination and retreat',
};

/**
 * The Moon's phase at birth, read as Dane Rudhyar read the lunation cycle: how far the Moon had
 * travelled from the Sun describes a way of meeting life, as a clause after a colon.
 */
const birthPhase: Record<MoonPhaseName, string> = {
  new_moon: 'born as a cycle begins, you tend to act on instinct, starting things before you can explain them',
  waxing_crescent: 'much of your strength comes from pushing away from the familiar to find ground of your own',
  first_quarter: 'your life tends to build under pressure, with decisions made in moments of crisis and progress won by clearing what stands in the way',
  waxing_gibbous: 'your mind keeps refining, asking how a thing could be better and working on it until it is right',
  full_moon: 'you come to know yourself through other people, and much of your life turns on bringing two sides into balance',
  waning_gibbous: 'you are one of those who pass on what they have understood, by teaching, writing or simply explaining',
  last_quarter: 'you tend to question what you inherited and turn around to reshape it, more by conviction than by noise',
  waning_crescent: 'you bring things to a close and prepare the ground for what comes next, often seeing further ahead than the people around you',
};

/** Rudhyar's names, which astrologers give a phase of birth; the calendar keeps the astronomers' names. */
const birthPhaseName: Record<MoonPhaseName, string> = {
  new_moon: 'new moon', waxing_crescent: 'crescent', first_quarter: 'first quarter', waxing_gibbous: 'gibbous',
  full_moon: 'full moon', waning_gibbous: 'disseminating', last_quarter: 'last quarter', waning_crescent: 'balsamic',
};

export const placementPhrases: Omit<PlacementTexts, 'templates'> = {
  drive,
  inSign: { sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto },
  houseTopic,
  risingImpression,
  sunCore,
  moonNeed,
  birthPhase,
  birthPhaseName,
};
