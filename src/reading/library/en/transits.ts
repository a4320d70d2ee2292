// Slow transits for the 12-month forecast: transiting planet -> natal point -> aspect group.
// Each text is written for its own combination; 2-3 sentences, 30-60 words.
import type { AngleId, PlanetId } from '../../../astro/types.js';
import type { AspectGroup, InterpretationLibrary } from '../types.js';

type TransitTexts = Record<PlanetId | AngleId, Record<AspectGroup, string>>;

const jupiter: TransitTexts = {
  sun: {
    conjunction: "Jupiter crossing your Sun opens a new twelve-year cycle of growth, and confidence tends to rise to meet it. Doors open more readily for people who know what they want, so name your aim plainly and ask for what it needs. The only real hazard is saying yes to everything at once.",
    flowing: "The months ahead tend to feel lighter: people are more generous, plans meet fewer obstacles, and your own optimism is easier to trust. Such help rarely arrives unasked, though. Use the tailwind deliberately—apply, propose, travel, teach—rather than simply enjoying the calm while it lasts.",
    tense: "Ambition and appetite both inflate while Jupiter squares or opposes your Sun. You may feel capable of anything, which is partly true and partly the transit talking, and promises made now can outgrow the hours you actually have. Keep the enthusiasm, trim the commitments, and test big decisions against a sober friend's view.",
    quincunx: "Growth arrives at an odd angle: an offer or idea appeals, yet taking it up means rearranging routines you had thought settled. Adjust in small, deliberate steps rather than forcing the fit, and notice where optimism is papering over a genuine mismatch between what is offered and who you are.",
  },
  moon: {
    conjunction: "Feelings run large and warm as Jupiter passes over your Moon. Home and family often become the arena of growth—a move, a fuller household, a reconciliation, or simply more ease in your own skin. Let yourself be nourished and be generous in return, while watching the urge to comfort yourself with too much of a good thing.",
    flowing: "Emotional weather softens for a while. Family ties tend to feel supportive, domestic plans run smoothly, and asking for care comes without the usual apology. It is a kind season for improving your home or mending a relationship that matters to your sense of belonging, so don't leave the invitation unsent.",
    tense: "Moods swell and needs feel urgent when Jupiter presses on your Moon by square or opposition. Generosity is real now, and so is restlessness at home; you may promise relatives or friends more than you can give. Before enlarging the household, the renovation or the guest list, let the feeling settle for a week.",
    quincunx: "What you need emotionally and what Jupiter dangles in front of you don't line up neatly. More space, more comfort or more freedom at home each seems to cost something else. Small changes to daily rhythm serve better than grand gestures, because comfort that throws you off balance is not comfort for long.",
  },
  mercury: {
    conjunction: "Ideas multiply quickly once Jupiter meets your Mercury. It is an excellent season for study, writing, publishing, negotiating or picking up a language, and a single conversation can open an unexpected door. The mind tends to race past the details, so read agreements slowly and let someone else check the small print.",
    flowing: "Thinking feels broad and fluent. Teachers, books and good conversations arrive at the right moment, and you may find words for something you have long tried to say. Put that ease to work while it lasts: sign up for the course, send the pitch, draft the first chapter.",
    tense: "Big talk comes easily under Jupiter's square or opposition to Mercury. You may overcommit in writing, skim the terms of an agreement, or argue a point well past its worth. Capture the many ideas this transit brings, but slow down before signing, sending or announcing anything you cannot easily take back.",
    quincunx: "Information overload is the likeliest test: too many messages, plans and options compete for attention, and none fits your usual way of working. Simplify. Choose one line of study or one project and give it regular, modest hours instead of scattered enthusiasm.",
  },
  venus: {
    conjunction: "The greater benefic meeting the lesser is among the sweetest transits in the book. Affection, pleasure and social ease tend to increase; a relationship can begin, an existing one can warm, and creative work gains charm. Enjoy it fully, noticing only that spending and indulgence rise too—beauty need not cost more than it is worth.",
    flowing: "Love and pleasure come more easily for a while. Invitations, compliments and creative ideas flow, and relationships tend to show their kinder side. Jupiter's help here is gentle rather than dramatic and rewards those who reach out: host the dinner, take the art class, say the warm thing you have been holding back.",
    tense: "Desire expands faster than judgment when Jupiter squares or opposes Venus. Overspending, overindulging or idealizing someone new are the usual temptations, and relationships can feel generous but a little inflated. None of this is wrong in itself; give large purchases and grand declarations a second look before you commit to them.",
    quincunx: "Pleasure and obligation pull in different directions. A romance or social life may ask for adjustments you did not expect, or you may notice that certain comforts are quietly costing too much. Recalibrate gently—what you value, where your time and money go—rather than swinging between denial and excess.",
  },
  mars: {
    conjunction: "Energy and nerve surge as Jupiter joins your Mars. It is a strong season to launch an ambitious project, compete, train or stand up for something you believe in, and courage tends to be rewarded. Because you may feel nearly tireless, pace yourself and aim the boldness at one clear target.",
    flowing: "Efforts gather momentum with Jupiter backing your Mars. Physical activity feels rewarding, and the initiatives you take tend to find support. This is a fine window for a venture, a sporting goal or a long-postponed push at work; the luck is real, but it follows movement rather than waiting for it.",
    tense: "Overconfidence and impatience are the pitfalls now. You may take on too much, push too hard, or pick fights that are not worth winning just because you feel strong enough to. Pour the surplus energy into demanding physical or professional goals, and count to ten before any act of bravado.",
    quincunx: "Effort and reward feel oddly out of step under this quincunx. You may work hard in the wrong direction, or find your drive scattered across competing aims. Step back and redirect; a smaller, well-aimed push achieves more in these months than a heroic one.",
  },
  jupiter: {
    conjunction: "Your Jupiter return comes roughly every twelve years and opens a fresh cycle of growth, belief and opportunity. Ask what you want to expand over the next decade—knowledge, family, work, faith, horizons—and plant those seeds now. Choices made during these months tend to set the tone for years.",
    flowing: "A quiet boost, often felt as renewed faith that things can work out. Travel, learning and generous people play their part, and the lessons of the past few years become easier to use. Easy momentum still needs a direction, so decide what you are building before the current carries you somewhere random.",
    tense: "About three, six and nine years into each twelve-year cycle, transiting Jupiter challenges its own natal place. Beliefs and plans that once fit may now feel too small or too grand, and you may overextend to prove a point. Review what you are growing and why; sometimes the wisest expansion is a refinement.",
    quincunx: "Beliefs and ambitions need fine-tuning. Something you were sure about—a plan for study, travel or growth—has drifted away from the life you are actually living. Small course corrections made now prevent larger disappointments later, and they often reveal a truer version of the original hope.",
  },
  saturn: {
    conjunction: "Jupiter meeting your Saturn lets growth happen inside solid structure. Long efforts can finally bear fruit: a promotion, a recognized qualification, a project that becomes real. Old fears loosen their grip a little, so use the months to take the measured risk you have been too cautious to attempt.",
    flowing: "Ambition and caution work in harmony. Plans you have built patiently can grow, people in authority may prove supportive, and practical progress feels achievable without strain. Use this window to formalize something—the contract, the schedule, the long-term decision—with optimism and care in equal measure.",
    tense: "Growth and restraint tug against each other while Jupiter squares or opposes your Saturn. You may feel torn between leaping and holding back, or see that an old duty now limits a new opportunity. The answer is rarely all of one side: expand where the foundation is sound, and consolidate where it is not.",
    quincunx: "The expansion you want and the responsibilities you carry do not fit together neatly. Work and ambition may need restructuring before a new opportunity can be taken up. Patient rearranging of schedules, priorities and obligations turns an uncomfortable mismatch into a workable plan.",
  },
  uranus: {
    conjunction: "Sudden openings and flashes of insight mark Jupiter's pass over your Uranus. An urge for freedom, travel or radical change may rise, and lucky breaks can come from unlikely places. Follow the spark, but keep a foot on the ground: not every exciting idea needs to become a change of life.",
    flowing: "Originality gets a welcome lift. New ideas, unusual contacts and independent plans tend to work out, and experiments carry less risk than they appear to. Try something unconventional—a new field, a new technology, a different way of arranging your days—while the odds lean your way.",
    tense: "Restlessness peaks when Jupiter squares or opposes your Uranus. You may want to quit, move or overturn routines on impulse, and surprises can upset carefully laid plans. Freedom matters, and so does timing; make room for change in stages, so that a brilliant impulse does not become an expensive one.",
    quincunx: "Unexpected developments call for adjustment rather than revolution. A longing for independence may clash with everyday obligations and leave you unsettled. Find small ways to bring freedom into routine—a new method, a change of scene, a side project—instead of waiting for one dramatic break.",
  },
  neptune: {
    conjunction: "Dreams, compassion and spiritual longing swell as Jupiter joins your Neptune. Art, music, prayer or service can feel deeply meaningful, and intuition runs strong. The same mist that inspires can also mislead, so keep one practical check—a trusted friend, a written plan—beside every beautiful vision.",
    flowing: "Imagination and faith find an easy outlet: creative work flows, charitable impulses bear fruit, and you may sense a quiet support behind events. Give the inspiration a form: write, paint, volunteer, go on retreat. The blessing here is subtle, and it fades if it stays only a mood.",
    tense: "Idealism can tip into illusion under Jupiter's square or opposition to Neptune. Promises sound bigger than they are, causes can absorb too much of you, and escape is tempting. Keep believing in what moves you, but check facts twice and be wary of anyone who asks for trust without offering evidence.",
    quincunx: "Vague hopes need grounding. A spiritual path or a rescue mission may call to you without fitting your present obligations, leaving you suspended between ideal and real. Make room for inspiration in modest, regular ways rather than surrendering to a dream that asks for everything at once.",
  },
  pluto: {
    conjunction: "Ambition and influence concentrate as Jupiter meets your Pluto. Resources, allies and insight can come together for a serious undertaking, and you may feel driven to transform something from the ground up. Power used well now can achieve a great deal; used for control, it tends to backfire.",
    flowing: "Deep resources become available—backing, psychological insight, influential support. Real progress is possible on projects that demand persistence and nerve. Use the moment to tackle something you have long wanted to change at the root, because results won under this transit tend to last.",
    tense: "Power struggles can inflate under Jupiter's square or opposition to Pluto. Ambition turns compulsive, and you may clash with people who want control of the same resources. Keep your motives clean, avoid all-or-nothing bets, and remember that the strongest position is often the one you never need to defend loudly.",
    quincunx: "Hidden pressures complicate a period of growth. An opportunity may carry obligations you had not seen, or a desire for influence may sit uneasily with daily commitments. Examine motives, renegotiate terms, and adjust gradually; transformation under a quincunx works through persistent small changes.",
  },
  ascendant: {
    conjunction: "Jupiter crossing your Ascendant starts a fresh chapter of personal growth. You tend to feel more confident and visible, and others respond warmly; new contacts, travel and openings follow. Appetite grows along with optimism, so enjoy the expansion while choosing which offers truly suit the person you are becoming.",
    flowing: "Your presence carries more warmth and ease for a while. People meet you halfway, first impressions go well, and personal initiatives find support. It is a good moment for a new look, a new start or a step into a wider circle, since the world seems inclined to say yes.",
    tense: "Growth comes through other people and through public life now. An opposition, falling on the Descendant, brings generous partners and important agreements; a square stretches you between career, home and personal ambition. In either case, beware of overpromising or taking too much on, and let offers prove their worth.",
    quincunx: "Self-image and circumstances need adjusting to each other. An opportunity may ask you to change habits, routines or the way you present yourself, and the new fit can feel slightly foreign at first. Adapt gradually; the growth is genuine, but it comes through flexibility rather than grand statements.",
  },
  midheaven: {
    conjunction: "Jupiter on your Midheaven is one of the classic career high points of the twelve-year cycle. Recognition, promotion or a step into a more public role is possible, especially where the groundwork is already laid. Aim high and be visible, making sure the new position suits your long-term direction and not only your pride.",
    flowing: "Professional life moves with a helpful current. Supervisors, clients or the wider public tend to view your efforts favorably, and plans for advancement have room to grow. Put your work forward—apply, pitch, publish—while the reputation you have built is easy to build on.",
    tense: "The axis of career and home expands under this square or opposition. An opposition, crossing the base of the chart, often enlarges private life through a move or a family change, while a square can push ambitions beyond present means. Keep an eye on balance, and don't let a tempting offer outrun your real priorities.",
    quincunx: "Career openings may arrive in a form that doesn't match your plans. A role could require retraining, relocating or rethinking routines before it fits. Stay open but selective and make the adjustments step by step; what you learn in the process may matter more than the title.",
  },
};

export const transits: Partial<InterpretationLibrary['transits']> = { jupiter };
