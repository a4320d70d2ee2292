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

const saturn: TransitTexts = {
  sun: {
    conjunction: "Saturn meeting your Sun asks you to take yourself seriously. Vitality may dip and responsibilities weigh more, yet this is when effort turns into lasting results and a firmer sense of who you are. Drop what no longer fits, commit to what does, and expect recognition to follow the work rather than precede it.",
    flowing: "Steady, practical strength supports your Sun now. Disciplined effort pays off, older or more established people may back you, and long-term commitments feel natural rather than confining. Build something in these months—a qualification, a business, a structure for your days—that will still stand years from now.",
    tense: "Your sense of purpose meets resistance while Saturn squares or opposes the Sun. Obstacles, exacting authorities or plain tiredness can make progress slow, and you may question the road you are on. Treat it as an audit rather than a verdict: strengthen what is essential, release what is only habit, and protect your rest.",
    quincunx: "Duty and self-expression chafe against each other. Obligations at work or in caring for others may crowd out what keeps you bright, and a low-grade weariness can set in. Small structural changes—a firmer timetable, a task handed on, a clearer limit—restore balance better than simply pushing through.",
  },
  moon: {
    conjunction: "A sober, inward season often begins as Saturn crosses your Moon. Feelings can be harder to voice, family duties may grow, and old loneliness may surface to be understood. Emotional maturity develops here, along with a plainer knowledge of what truly nourishes you; build simple routines of care and ask for help instead of coping alone.",
    flowing: "Emotional life gains ballast. Taking responsibility for home and family feels manageable, boundaries come more easily, and long-range domestic plans can be laid calmly. Quiet stability is the gift of this trine or sextile, so use it to put your living situation on a firmer footing.",
    tense: "Needs run into duty, distance or criticism when Saturn squares or opposes your Moon. You may feel unsupported, weighed down by family obligations, or simply low for a stretch. Don't judge those feelings harshly: acknowledge them, set down loads that aren't yours to carry, and lean on the few people who reliably show up.",
    quincunx: "Daily routine and emotional need fall out of alignment. Caring responsibilities, work hours or housing questions may demand constant small accommodations, which drains more than it seems to. Look after the basics—sleep, regular meals, quiet time—and change one practical thing at a time rather than enduring indefinitely.",
  },
  mercury: {
    conjunction: "The mind sharpens and slows under Saturn's conjunction to Mercury. Study, serious writing, contracts and planning all benefit from the concentration, though thoughts can turn heavy or pessimistic at times. Choose one substantial mental project and give it a structure; the precision you develop now stays with you.",
    flowing: "Methodical thinking comes naturally for a while. Exams, detailed work, formal agreements and long-term plans are all well supported, and others tend to trust your word. Put important things in writing and commit to the kind of learning that asks for patience rather than flair.",
    tense: "Communication meets friction: delays, misunderstandings, criticism or sheer bureaucracy may slow you down, and worry can start to loop. Double-check the details, keep messages short and factual, and separate real problems from anxious thinking. Writing the worries down often shrinks them to their true size.",
    quincunx: "Paperwork, study or routine correspondence may claim more attention than you would like, leaving little room for free thought. Rather than resenting the load, reorganize the system around it—lists, calendars, fixed hours for admin—so that necessary work costs less effort and worry has less to feed on.",
  },
  venus: {
    conjunction: "Saturn meeting Venus puts love and values to the test of reality. A commitment may be formalized, or a bond without real substance may quietly end, and pleasure can feel rationed for a time. Invest in what is genuinely worth keeping, in affection and in money alike, and let quality take the place of quantity.",
    flowing: "Loyalty deepens and affection grows steadier. Relationships can mature, agreements hold, and long-range creative or financial plans take sensible shape; an older or more established person may play a kindly role. Choose the lasting over the glittering, and make the commitment you have been carefully weighing.",
    tense: "Affection may feel cool or conditional while Saturn squares or opposes your Venus. Relationships show their weak joints, money can be tighter, and you may feel unappreciated. Resist both withdrawing and clinging; talk plainly about expectations, and strengthen what deserves it rather than mourning what does not.",
    quincunx: "Obligations quietly squeeze the room left for pleasure and connection. A partner's needs, family duties or the need to economize can seem at odds with what you love. Adjust by degrees—protect a little time for enjoyment, renegotiate shared chores—so that love does not become one more item on the list.",
  },
  mars: {
    conjunction: "This transit can feel like driving with the handbrake on. Frustration builds as efforts meet resistance, yet Saturn on Mars is also the great teacher of disciplined, strategic action. Choose one hard goal and work at it steadily, letting patience handle both physical strain and flashes of temper.",
    flowing: "Endurance and focus are your allies. Saturn's trine or sextile to Mars suits demanding projects, physical training and any work that rewards persistence over brilliance. Play the long game: a plan followed consistently will outperform bursts of zeal, and the stamina you build now is lasting.",
    tense: "Blocked drive and rising frustration are typical when Saturn squares or opposes your Mars. Authorities, circumstances or your own fatigue may stand in the way, and impatience invites clashes and careless mistakes. Slow down, plan carefully and pick your battles; persistence wins what force cannot.",
    quincunx: "Energy seems to leak away into the wrong channels. Work may exhaust the drive you would rather spend on your own goals, or anger simmers without a clear outlet. Restructure how you work—proper breaks, realistic targets, firmer boundaries—so the effort has somewhere useful to go.",
  },
  jupiter: {
    conjunction: "Hopes are asked to take practical form as Saturn meets your Jupiter. Plans for growth meet the test of resources and commitment; some shrink, others become real. It is a good time to turn beliefs and ambitions into structures—a degree, a business plan, a long-term agreement—built to last.",
    flowing: "Sensible growth is favored. Ambitious plans become manageable, and opportunities that arrived earlier can now be consolidated. Expand slowly but surely, investing effort where the ground is firm and letting experience temper optimism without extinguishing it.",
    tense: "Optimism meets hard facts while Saturn squares or opposes your Jupiter. Growth may stall, a plan may prove too ambitious, or a belief may feel shaken. Prune the vision rather than abandoning it: keep the parts that survive honest scrutiny, and accept that slower progress is often more durable.",
    quincunx: "An aspiration—study, travel, a bigger life—may conflict with present duties, and neither can be fully satisfied. Make room for both through careful planning and modest compromise instead of sacrificing one entirely. A slower route toward the hope is still a route.",
  },
  saturn: {
    conjunction: "The Saturn return, around ages 29, 58 and 87, marks a coming of age. Structures built over the last three decades are tested: what is authentic stays, and what was borrowed tends to fall away. Take full ownership of your path now, making choices you will be willing to stand behind for the next thirty years.",
    flowing: "Past effort is rewarded under Saturn's trine or sextile to its birth position. Life structures feel more stable, and you can build on them with confidence. Consolidate while conditions allow—settle arrangements, deepen skills, make considered commitments—knowing that steady progress is more available than usual.",
    tense: "Roughly every seven years Saturn squares or opposes its natal place, a checkpoint in the long cycle of maturity. Responsibilities pile up, and arrangements that once fit may need reworking. Meet the pressure squarely: adjust commitments, shore up foundations, and let go of obligations you have outgrown.",
    quincunx: "Small but serious revisions to the way your life is organized are due. Duties, routines or working arrangements no longer quite fit, though the mismatch is not dramatic. Fix it patiently now, and the next pressure points in Saturn's cycle will be far easier to meet.",
  },
  uranus: {
    conjunction: "The old and the new come face to face as Saturn meets your Uranus. The urge for freedom runs into demands for responsibility, and you may need to give structure to a change you have long wanted. Make the break practical and considered; innovation that is well planned is the kind that lasts.",
    flowing: "Change and stability cooperate. Original ideas can be brought into practical form, routines modernized, and more freedom built into your life without recklessness. It is a fine period to implement reforms you have been turning over for years.",
    tense: "Security and freedom pull hard against each other. Rules, authority or obligations may feel suffocating, and sudden rebellion tempts. Instead of either submitting or bolting, look for the structural change—a renegotiated role, a new arrangement—that gives you breathing room within your commitments.",
    quincunx: "Routine and independence are out of tune. Responsibilities may box you in while part of you longs to experiment, and any shift requires careful rearranging. Introduce change through small practical steps, such as a new method or a revised timetable, that make space for originality.",
  },
  neptune: {
    conjunction: "Dreams come into contact with reality as Saturn meets your Neptune. Some illusions may dissolve, which can feel like disappointment, but the ideals that survive gain real form. Give spiritual or creative aspirations a disciplined practice, and accept what is true rather than what you hoped was true.",
    flowing: "Vision and discipline support each other. Creative, spiritual or charitable projects can be organized effectively, and turning an inspiration into a habit becomes easier than usual. Commit to a regular practice or a long-range creative plan while the conditions are calm.",
    tense: "Reality checks may sting under Saturn's square or opposition to Neptune. Confusion about direction, disillusionment with a person or a cause, or a sense of faith running thin can arise. Stay grounded in facts and routines, and release fantasies gently; whatever remains afterward will be worth keeping.",
    quincunx: "Practical obligations crowd out imaginative or spiritual needs, and you may feel tired, unfocused or quietly dissatisfied with days that leave no room for dreaming. Build small islands of inspiration into a structured schedule. Meanwhile, firm up any vague commitment that has been draining you.",
  },
  pluto: {
    conjunction: "Saturn meeting your Pluto is a serious test of power and control. Structures you depend on may change at depth, and circumstances or authorities may demand hard choices. Endurance is your ally: commit fully to what must be rebuilt, and release what clearly cannot survive.",
    flowing: "Deep, sustained effort pays off. Long-standing problems can be tackled at their roots, resources reorganized, heavy responsibilities shouldered well. Strategic persistence is the key, and quiet, methodical work over these months can achieve genuine transformation.",
    tense: "Pressure builds beneath the surface when Saturn squares or opposes your Pluto. Power struggles, onerous responsibilities or situations that feel beyond your control test your resilience. Hold steady, refuse both to manipulate and to be manipulated, and concentrate on what you can change—often the deepest change is within.",
    quincunx: "Hidden tensions ask for patient restructuring. Obligations may carry unspoken power dynamics, or a need for control may conflict with daily duties. Adjust gradually, examining motives and habits as you go; persistent small repairs now prevent larger breakdowns later.",
  },
  ascendant: {
    conjunction: "After nearly three decades climbing toward it, Saturn crosses your Ascendant and a new chapter of self-definition begins. You may feel heavier or more serious, and others start to see you as someone responsible. Commit to the person you are becoming, treat your body with steady respect, and let consistent effort shape your reputation.",
    flowing: "Self-presentation gains solidity. Credibility comes more easily, and personal projects benefit from structure and follow-through. Others trust your consistency, which makes this a good time to accept responsibility, set boundaries, and refine how you show up in the world.",
    tense: "Pressure arrives through partners, career or home. An opposition, falling on the Descendant, tests relationships and commitments; a square loads you with obligations at work or in family life. Define your boundaries, take responsibility where it is truly yours, and let go of roles that no longer fit.",
    quincunx: "Personal habits and outside demands need adjusting to each other. Daily routines may require reorganization before you feel at ease in your own skin again. Small, consistent changes help you present yourself with more confidence and less strain.",
  },
  midheaven: {
    conjunction: "Saturn reaching your Midheaven marks the peak of a long career cycle. Achievements earned by sustained effort may be recognized and new responsibilities arrive, while any weak foundations are exposed. Stand by your work, accept accountability, and think carefully about where to invest the next phase.",
    flowing: "Career progress comes through steady effort rather than lucky breaks. Opportunities arise to consolidate professional standing and earn respect, and those above you notice reliability. Formalize roles, take on leadership, or map out the next step in your vocation.",
    tense: "Career and home pull hard on each other. An opposition, crossing the foot of the chart, may bring family or domestic responsibilities; a square tests professional ambitions and your relationship with authority. Prioritize carefully, and don't sacrifice long-term foundations for short-term results.",
    quincunx: "Professional obligations may feel out of sync with your true direction. A job can demand adjustments that don't fit your plans, or your goals may need revising in light of experience. Make small, steady corrections and keep the long view in mind.",
  },
};

export const transits: Partial<InterpretationLibrary['transits']> = { jupiter, saturn };
