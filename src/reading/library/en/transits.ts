// Slow transits for the 12-month forecast: transiting planet -> natal point -> aspect type.
// Each text was written for its combination and a group of types (square with opposition, trine with
// sextile); what a type alone means is said by its opening (transit-types.ts), so any sentence here that
// names an aspect is left out and the rest reads true for every type of its group.
import { ASPECT_TYPES, type AngleId, type AspectType, type PlanetId } from '../../../astro/types.js';
import { ASPECT_GROUP, type AspectGroup, type InterpretationLibrary } from '../types.js';
import { sentencesOf } from '../../report/text.js';

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

const uranus: TransitTexts = {
  sun: {
    conjunction: "Uranus crossing your Sun is an awakening of identity, the kind of transit after which people say they finally became themselves. Old self-images and obligations may fall away abruptly, and unexpected turns open new paths. Welcome the freedom, yet let big changes land in stages rather than overturning everything in one week.",
    flowing: "Reinvention comes without the usual upheaval. A trine or sextile from Uranus to your Sun brings fresh ideas, stimulating people and a taste for independence that feels exhilarating rather than destabilizing. Try the thing you have always been curious about; experiments begun now can reshape your direction at surprisingly little cost.",
    tense: "Restlessness runs high while Uranus squares or opposes your Sun. Sudden changes in work, relationships or circumstances may force you to rethink who you are, and the urge to break free can become urgent. Make room for genuine change, but avoid burning bridges simply to feel alive; some of them you will want later.",
    quincunx: "A low, persistent nervous tension marks this quincunx. Unpredictable demands keep disrupting routines, and you may feel you must constantly adapt without knowing why. Build flexibility into your days—buffers in the schedule, fewer fixed promises—and let small experiments show you which changes actually matter.",
  },
  moon: {
    conjunction: "Home and heart are shaken loose as Uranus meets your Moon. A move, a change in the household, or a sudden shift in how you feel about family may arrive, and moods can swing quickly. This is emotional liberation, even when it feels unsettling; give yourself room to feel the new without clinging to the old.",
    flowing: "Welcome changes touch home and inner life. Domestic arrangements gain a refreshing freedom, and your relationship with your own needs becomes lighter and more honest. Rearrange rooms, routines or family habits that have grown stale; the result tends to feel like more air.",
    tense: "Domestic life may feel like it is shifting under your feet. Uranus squaring or opposing the Moon can bring sudden moves, family surprises or emotional unrest that makes stillness hard. Create space for change without making permanent decisions in a hurry, and give yourself steady anchors—a walk, a friend, a ritual.",
    quincunx: "Irregular schedules and emotional jitters are common now. Changes at home or in your daily routine require constant small adjustments, and you may feel oddly uneasy without a clear cause. Notice what your feelings are asking for, and experiment with living arrangements gently instead of waiting until the tension breaks.",
  },
  mercury: {
    conjunction: "Uranus meeting your Mercury electrifies the mind. Brilliant ideas, sudden news, new technologies or a radical change of opinion may arrive, and you may find yourself learning something completely different. Record the flashes of insight as they come, and give your nerves breaks from the constant stimulation.",
    flowing: "Thinking is quick, inventive and open to the unusual. The season favors studying new subjects, working with technology and exchanging ideas with people outside your usual circle. Share what you discover; original perspectives are easier to communicate and more likely to be welcomed now.",
    tense: "Scattered thoughts and abrupt words are the pitfalls while Uranus squares or opposes your Mercury. Unexpected news can upend plans, and nervous energy may make you blurt or decide too quickly. Think twice before speaking, keep backups of what matters, and allow time for plans to settle before committing.",
    quincunx: "Information arrives in jolts that require constant rethinking. Plans, schedules or agreements may need last-minute changes, and your mind may feel overstimulated. Simplify communication and keep flexible to-do lists rather than rigid ones, treating each surprise as data rather than disaster.",
  },
  venus: {
    conjunction: "Sudden attractions and a hunger for freedom in love mark Uranus's passage over Venus. An unusual relationship may begin, an existing one may need more breathing room, and your tastes in beauty or style may change overnight. Follow what genuinely excites you, but give new feelings time before reorganizing your life around them.",
    flowing: "Social and romantic life gains sparkle. Fresh friendships, unexpected invitations and creative inspiration arrive, and existing bonds can renew themselves through shared adventure. Say yes to the unfamiliar; delight comes from novelty this season, not from repeating old patterns.",
    tense: "Relationships can feel unstable while Uranus squares or opposes your Venus. Sudden attractions, breakups or a restless need for space may surface, and money can swing unpredictably. Be honest about what you need, talk before acting, and resist ending what might only need changing.",
    quincunx: "Closeness and independence need rebalancing. A partner, friend or creative project may ask you to adapt in ways that feel awkward, and affection can blow hot and cold. Experiment with new arrangements—time apart, shared novelty—rather than forcing old patterns to hold.",
  },
  mars: {
    conjunction: "A jolt of independence runs through your will as Uranus meets Mars. You may start something bold, quit something stifling, or discover a new way of using your body and your nerve. Channel the charge into invention or vigorous exercise, and slow down wherever haste could turn a bright impulse into a mishap.",
    flowing: "Courage for change comes easily. Bold initiatives, new physical pursuits and independent projects find their moment, and the usual fear of starting loosens its hold. Act on the idea that makes your pulse quicken; momentum gathered under this trine or sextile can carry you well into new territory.",
    tense: "A short fuse is the classic signature of Uranus squaring or opposing Mars. Frustration with restrictions may flare without warning, and the itch to take risks grows strong. Burn off tension through hard physical activity and deliberate, chosen changes, and pause for a breath before acting in anger or at speed.",
    quincunx: "Energy comes in fits and starts. Plans get interrupted just as you gather steam, and you may feel caught between acting now and waiting for clarity. Work in short, focused bursts rather than long forced stretches, and let goals bend to circumstances instead of breaking against them.",
  },
  jupiter: {
    conjunction: "Breakthroughs of outlook are possible as Uranus meets your Jupiter. A new philosophy, an unexpected journey or an unconventional route to growth can open almost overnight, and luck tends to strike from the side. Stay alert and take the chances that truly liberate you, letting pass those that are merely thrilling.",
    flowing: "Fresh perspectives widen your horizon with little resistance. New teachers, ideas or places appear, and growth comes from saying yes to something you would once have dismissed as odd. Enroll, travel or explore a different school of thought; doors opened now can stay open for years.",
    tense: "Sudden leaps of faith are tempting while Uranus squares or opposes your Jupiter. Convictions can flip quickly, and plans for growth may expand erratically or be upset by surprises. Welcome the new vision, but test ventures on a small scale first and keep a safety net beneath the boldest moves.",
    quincunx: "Exciting possibilities keep arriving at inconvenient moments. An offer may thrill you yet clash with current commitments, or a change of belief may not fit the life you have built around the old one. Explore without abandoning what works, and let the new outlook grow into your routine by degrees.",
  },
  saturn: {
    conjunction: "Long-standing structures are shaken as Uranus meets your Saturn. Rules, roles or responsibilities that seemed permanent may change suddenly, and a duty that became a cage can finally be set down. Reform rather than demolish: keep what truly holds you up, and modernize the rest.",
    flowing: "Reform and stability can work hand in hand. Career or living arrangements may be restructured with little disruption, and innovation slips easily into established systems. Implement the changes you have planned for years now, while security and freedom are not at war.",
    tense: "Obligations may feel like bars while Uranus squares or opposes your Saturn, and sudden changes at work or among those in authority can rattle what you counted on. Neither rigid resistance nor reckless rebellion serves you. Loosen the constraints that can be loosened, and honor the commitments that still carry real meaning.",
    quincunx: "Routines and responsibilities chafe under the pressure of change, though no obvious solution presents itself. You may sense that the structure of your life needs revising without knowing where to start. Begin with small reforms, testing new ways of working before overhauling anything essential.",
  },
  uranus: {
    conjunction: "Around the age of 84, Uranus completes its first circuit and returns to its birth position. This late-life liberation invites you to live fully on your own terms, free of expectations that no longer apply. Surprising interests, friendships and insights may appear; meet them with curiosity, and pass on your hard-won independence of mind.",
    flowing: "Uranus sextiles or trines its own natal place roughly at 14, 28, 56 and 70, and each time independence grows with less upheaval than the harder phases bring. New interests, freedoms and friendships arrive naturally. Follow your curiosity; it can steer a refreshing change of direction.",
    tense: "Uranus squares its natal place around 21 and again near 63, and opposes it in the early forties—the restless turning point often called the midlife crisis. Life choices come under question and the urge for change is strong. Embrace what brings authenticity, without upending everything merely to escape discomfort.",
    quincunx: "In the mid-thirties and again near 49, Uranus forms a quincunx to its birth position. Roles and routines begin to feel subtly constraining, and your individuality asks for a new outlet. Experiment with ways of bringing more freedom into daily life rather than waiting for a dramatic break.",
  },
  neptune: {
    conjunction: "Sudden inspiration can break through as Uranus meets your Neptune. Long-held ideals may dissolve in a flash and be replaced by a new vision, a spiritual opening or an intuitive certainty. Explore unconventional creative or contemplative paths with an open heart, keeping daily life steady while the inner landscape rearranges itself.",
    flowing: "Intuition and imagination come alive. Creative experiments, spiritual exploration and compassionate action all flow more easily, and hunches tend to prove right. Try the new practice or medium that calls to you; inspiration arriving under this trine or sextile is worth giving a form.",
    tense: "Ideals can be shaken abruptly while Uranus squares or opposes Neptune, leaving confusion or sudden disillusionment in their place. Charismatic but unreliable paths may tempt you just when clarity is scarce. Stay discerning, seek grounded company, and let new spiritual or creative directions prove themselves over time.",
    quincunx: "Dreams and daily life struggle to find a common rhythm. Inspiration may strike at impractical moments, or a spiritual interest may not fit your present obligations, leaving you vaguely uneasy. Make modest shifts that honor both the vision and the demands of the day.",
  },
  pluto: {
    conjunction: "Deep patterns can be uprooted quickly as Uranus meets your Pluto. Compulsions, old power dynamics or situations of control may break apart, and the release can be both frightening and freeing. Embrace change that liberates, and handle the intensity with care, leaning on people who steady you.",
    flowing: "Transformation comes with surprising ease. Under a trine or sextile from Uranus to Pluto you may find the courage to break a pattern that has held you for years, or to reshape a situation from the inside out. Use the momentum on whatever habit or arrangement most clearly holds you back.",
    tense: "Upheaval in matters of power and control is possible when Uranus squares or opposes your Pluto. A sudden ending or crisis may force change you have long resisted, and your grip on events can loosen. Stay flexible, face hidden issues honestly, and let go of what refuses to transform.",
    quincunx: "Pressure builds to change something deep, yet the path is not obvious. Habits, attachments or power dynamics may feel increasingly uncomfortable without a clear moment of release. Make small persistent shifts, examining what needs to change at the root rather than what merely irritates on the surface.",
  },
  ascendant: {
    conjunction: "Uranus crossing your Ascendant brings a reinvention of self-image. You may change your look, attitude or direction abruptly, and others begin to see you as freer and less predictable. Embrace the new self, but give it time to settle before making irreversible decisions about how you live.",
    flowing: "A fresh current enlivens the way you meet the world. New contacts, a different style or a more independent stance can take hold without upsetting what you value. Experiment with presentation, projects and ways of relating; people are likely to respond with interest.",
    tense: "Life structures may be jolted from several sides. An opposition puts Uranus on the Descendant, bringing unusual partners, sudden changes in relationships or a strong need for space; a square can unsettle career or home. Stay open to change while keeping the commitments that matter most.",
    quincunx: "Unexpected developments ask you to adjust how you present yourself. You may feel restless in your own skin, unsure which habits still belong to you. Make gradual changes that allow new sides of your personality to emerge without forcing a complete makeover.",
  },
  midheaven: {
    conjunction: "Career and reputation can change direction suddenly as Uranus crosses your Midheaven. You may seek independence in your work, gain recognition for originality, or leave a path that no longer fits. Welcome the new opportunities, yet plan transitions with care so that freedom doesn't come at the cost of stability.",
    flowing: "Innovative career moves are favored. Opportunities arise to use technology, new methods or your own originality, and freedom in your work increases without a crisis. Explore fresh paths that broaden your public role, and let your most unusual skills be seen.",
    tense: "Home and career may both be disrupted. An opposition, falling on the foot of the chart, tends to bring domestic changes or moves; a square creates tension between personal needs and professional roles. Stay flexible, and avoid burning bridges with employers or family in the heat of the moment.",
    quincunx: "Your vocation or public role may no longer fit as it once did, and new demands keep arriving. Adjustments are required, though their shape is not clear at first. Adapt step by step, exploring new directions without abandoning the foundations you have built.",
  },
};

const neptune: TransitTexts = {
  sun: {
    conjunction: "Neptune dissolving into your Sun softens the edges of identity. Ambitions that once defined you may lose their pull while compassion, imagination and spiritual hunger grow, and vitality can run lower than usual. Let the old self-image loosen without panic, keep simple structures in place, and give the new sensitivity a creative or caring outlet.",
    flowing: "Imagination and intuition lend your sense of self a gentler light. Inspiration, a slower pace and a feel for music, art or service can quietly become part of who you are. Follow the pull toward meaning; this trine or sextile is one of the kinder windows for creative or spiritual work.",
    tense: "Direction can blur while Neptune squares or opposes your Sun. Goals feel less certain, other people's agendas are hard to read, and you may be tempted to drift or to give yourself away to someone else's vision. Keep commitments modest and facts checked, and grant your energy the rest it asks for.",
    quincunx: "A subtle confusion runs beneath ordinary days. Work or routine may start to feel hollow, or you may give so much to others that your own purpose fades from view. Take quiet tiredness seriously, restore clear boundaries, and find small daily ways to honor a growing wish for meaning.",
  },
  moon: {
    conjunction: "Neptune meeting your Moon makes you porous to every feeling in the room. Empathy, dreams and intuition deepen, and home or family may become a place of longing, sacrifice or spiritual renewal. Protect that sensitivity with restful routines and honest limits, noticing when you are absorbing moods that are not your own.",
    flowing: "Emotional life grows softer and more intuitive. Home can feel like a sanctuary, compassion toward family flows without effort, and dreams may carry useful messages. Music, water and quiet time are especially nourishing now; make room for them, and trust the faint inner signals you receive.",
    tense: "Emotional boundaries blur when Neptune squares or opposes your Moon. Other people's needs can drain you, family matters may be clouded by half-truths, and escape in its many forms becomes tempting. Ground yourself in regular routines and honest conversations, and be wary of rescuing anyone at your own expense.",
    quincunx: "Domestic or emotional demands seep into everyday life in ways that are hard to pin down. You may feel tired, oversensitive or unsure what you actually need. Simplify routines, guard some quiet time, and clarify expectations with the people closest to you rather than guessing at theirs.",
  },
  mercury: {
    conjunction: "Thought turns poetic and intuitive as Neptune meets your Mercury. Imagination, fiction, music and spiritual study flourish, while precise detail, memory and the fine print may slip. Use the season for creative writing or contemplation, and double-check dates, facts and agreements, asking for clarity whenever something sounds vague.",
    flowing: "Your thinking is enriched by images and intuition. Poetry, storytelling, visual work and spiritual study come more easily, and you may read people and situations with quiet accuracy. Give inspiration a form—a journal, a story, a song—since words found in these months carry unusual grace.",
    tense: "Fog and misunderstanding are the hazards while Neptune squares or opposes Mercury. Information may be incomplete or misleading, plans drift, and avoiding unpleasant truths becomes tempting. Get important things in writing, ask direct questions, and postpone signing whatever you do not fully understand.",
    quincunx: "Mental clarity comes and goes. Details slip, schedules blur, and practical tasks compete with a mind that keeps wandering somewhere lovelier. Use lists and reminders generously, and give imagination its own dedicated hour so that it doesn't hijack the rest of the day.",
  },
  venus: {
    conjunction: "Romance takes on a dreamlike glow as Neptune meets your Venus, a planet exalted in Neptune's own sign of Pisces. Idealized love, artistic inspiration and a longing for beauty or spiritual union can run strong. Enjoy the enchantment, especially through art and music, while giving a new relationship time to reveal who the other person really is.",
    flowing: "Love becomes tender and forgiving. Artistic inspiration, gentle romance and an eye for beauty in ordinary things are the gifts of Neptune's trine or sextile to Venus. Create, listen, show kindness; it is a lovely season for deepening intimacy without demands or conditions.",
    tense: "Idealization can set up disappointment while Neptune squares or opposes your Venus. You may fall for a fantasy, overlook warning signs or sacrifice too much for love, and money has a way of slipping out unnoticed. Keep your heart open and your eyes clear, and look over shared spending with care.",
    quincunx: "Love and daily duty don't quite mesh. A relationship or creative longing may ask for adjustments that feel confusing, or small indulgences may quietly drain your resources. Clarify what you truly value, and bring beauty into routine instead of escaping into it.",
  },
  mars: {
    conjunction: "Drive can turn diffuse as Neptune meets your Mars. Energy may feel lower and goals less sharp, yet action inspired by compassion, art or spiritual purpose can flow beautifully. Choose aims that matter to your heart, pace yourself, and be cautious about entering conflicts whose terms are unclear.",
    flowing: "Action and inspiration align. Creative, charitable or spiritual goals can be pursued with grace and without the usual friction, and movement that has rhythm—dance, swimming, yoga—feels especially good. Act on your ideals, keeping each one practical enough to finish.",
    tense: "Frustration without a clear target is typical when Neptune squares or opposes your Mars. Motivation scatters, energy dips, and conflicts can turn murky or passive-aggressive. Name your goals precisely, address tensions directly, and steer clear of hidden agendas, your own included.",
    quincunx: "Effort seems to dissolve before it reaches its goal. Fatigue, distraction or unclear instructions can undercut your work and make you doubt your own drive. Take regular breaks, divide tasks into small clear steps, and let intuition tell you when to act.",
  },
  jupiter: {
    conjunction: "Faith and idealism expand together as Neptune meets your Jupiter. Spiritual growth, charitable work or a vision of a better world may become central, and generosity flows freely. Stay anchored in practical reality, since overcommitment and wishful thinking are the shadow of so much goodwill.",
    flowing: "Compassion deepens and beliefs widen without strain. Inspiring teachers, pilgrimages of one kind or another, and experiences of quiet grace may come your way. Follow the path of meaning, and give generously where your help truly makes a difference.",
    tense: "Over-idealism invites disappointment while Neptune squares or opposes Jupiter. Promises, beliefs or ventures may be inflated, and trust can be given too quickly. Keep generosity grounded in discernment, and verify what you are told before committing time, money or faith.",
    quincunx: "Ideals need adjusting to present realities. A spiritual, artistic or charitable calling may not fit your current commitments, and the gap can leave you restless. Make regular space for inspiration without abandoning the obligations that hold your life together.",
  },
  saturn: {
    conjunction: "Solid structures begin to soften as Neptune meets your Saturn. Ambitions or responsibilities that once felt certain may dissolve, leaving uncertainty but also release from rigid fears. Let go of what has lost its meaning, and build new forms around what truly matters to your spirit.",
    flowing: "Dreams gain form. Giving structure to ideals, building compassionate systems and committing to a spiritual or creative discipline all become easier. Use this trine or sextile to bring a long-held vision into practical, lasting shape.",
    tense: "Duties and direction grow uncertain when Neptune squares or opposes your Saturn. Plans may erode quietly, authority may seem unreliable, and obligations can leave you drained. Clarify priorities, shore up the foundations that remain, and release responsibilities that no longer carry any meaning.",
    quincunx: "Obligations and ideals struggle to coexist. Work may feel meaningless, or your dreams cannot find room in the schedule. Integrate purpose into daily duty by gradual adjustments—a different emphasis at work, a small practice each morning—rather than waiting for a grand solution.",
  },
  uranus: {
    conjunction: "A quiet revolution of the imagination begins as Neptune meets your Uranus. Inspired insights, collective ideals or a spiritual awakening may change how you understand your own freedom, and you may feel drawn to people who dream of a different world. Follow the vision with an open mind, testing each revelation against ordinary reality before rebuilding your life around it.",
    flowing: "Intuition and originality blend gracefully. Inspired ideas arrive, and communities or causes that express a future you believe in may draw you closer. Let imagination guide your experiments; unusual creative, technological or humanitarian projects can thrive under this trine or sextile.",
    tense: "Formless longings for change can unsettle you while Neptune squares or opposes your Uranus. Idealistic schemes tempt, sudden insights may prove less reliable than they felt, and restlessness lacks a clear object. Stay grounded in what you know, and let new ideas mature for a season before acting on them.",
    quincunx: "Visions of freedom and the shape of daily life drift apart. You may be unsure how to express your individuality, or sense that an ideal you once championed no longer fits. Make modest, exploratory changes and allow clarity to emerge over time rather than forcing a verdict.",
  },
  neptune: {
    conjunction: "Neptune needs some 165 years to circle back to its birth degree, so this conjunction lies beyond the span of a human life. What it would symbolize, a complete renewal of dreams and ideals, still visits in smaller ways: whenever a long-lost inspiration returns, welcome it and give it a place in your days.",
    flowing: "Neptune sextiles its natal place in the late twenties and trines it in the mid-fifties, and both contacts bring a gentle renewal of dreams, creativity or spiritual interest. Ideals now blend with experience instead of fighting it. Let that inspiration steer you toward more meaningful work and relationships.",
    tense: "Neptune squares its natal place around the age of 41 and opposes it in the early eighties. The midlife square often brings disillusionment with youthful ideals and a search for what still feels true; the opposition invites surrender and spiritual completion. Release the illusions that have worn thin, and hold fast to what still inspires you.",
    quincunx: "In the late sixties Neptune forms a quincunx to its own birth position. Dreams and spiritual needs ask to be adjusted to the life you now lead, and some old ideals may need gentle revising. Explore forms of meaning that fit the present—new practices, new circles, new kinds of service.",
  },
  pluto: {
    conjunction: "Neptune meeting your Pluto reaches the deepest layers of the psyche. Old compulsions may dissolve, and spiritual or psychological insight can change how you relate to power, loss and control. Approach the inner work with care and patience, and seek grounded support when the depths feel overwhelming.",
    flowing: "Spiritual depth and inner transformation move together. Therapy, meditation, dreamwork or art can bring a profound sense of healing, and old wounds may lose their charge. Follow the pull toward depth; quiet surrender accomplishes what force cannot.",
    tense: "Hidden fears and power dynamics may surface in confusing forms while Neptune squares or opposes your Pluto. Self-deception or subtle manipulation can cloud situations that seem simple on the surface. Stay scrupulously honest, ask plain questions, and allow transformation to unfold at its own slow pace.",
    quincunx: "Pressure to change something deep is felt, yet the path stays unclear and unease may arrive without an obvious cause. Explore your inner life through reflective practices—journaling, conversation with someone wise, time alone by water. Change that emerges slowly here tends to be real.",
  },
  ascendant: {
    conjunction: "Neptune crossing your Ascendant blurs the outline of your identity. Others may project their dreams onto you, and you may feel more sensitive, artistic or unsure how you come across. Explore new ways of being seen, while keeping clear routines and boundaries to hold the softer self together.",
    flowing: "A gentle, almost magnetic quality enters your presence. Artistic, spiritual or compassionate expression comes easily, and people may find you more approachable. Let the inspiration soften how you meet the world, and stay grounded in simple daily habits as you do.",
    tense: "Clarity in relationships or public life is harder to come by. An opposition, with Neptune on the Descendant, can bring idealized or ambiguous partnerships; a square can muddy matters of career or home. Stay clear-eyed, ask what is really being offered, and be honest about what you see.",
    quincunx: "Identity and circumstances drift subtly out of step. You may feel uncertain how to present yourself, or find that the routines which once defined you quietly fall away. Honest self-reflection and gentle adjustments help a clearer expression take shape.",
  },
  midheaven: {
    conjunction: "Career ambitions may dissolve or transform as Neptune crosses your Midheaven. An artistic, spiritual or service-minded calling may emerge, though the exact path can remain elusive and your public image may seem to shift with others' projections. Follow the inspiration while keeping practical plans and agreements in good order.",
    flowing: "Vocation and imagination join forces. Creative or compassionate work can bring recognition, and opportunities with a sense of mission appear. Let your ideals shape your public role, and pursue the openings that feel meaningful rather than merely impressive.",
    tense: "Fog can settle over both career and home. An opposition, with Neptune crossing the foot of the chart, can bring family confusion or sacrifice at home; a square tends to cloud professional direction or your standing with superiors. Check facts, and avoid major decisions based on wishful thinking.",
    quincunx: "Professional direction needs gentle adjustment as uncertainty creeps in. Work may feel unfulfilling or roles poorly defined, and your reputation can rest on impressions rather than facts. Make gradual changes toward more meaningful work, keeping practical needs firmly in sight.",
  },
};

const pluto: TransitTexts = {
  sun: {
    conjunction: "Pluto reaching your Sun is one of the great turning points of a life. Over a long stretch, identity is stripped back to essentials; what is false falls away, sometimes through loss or confrontation, and a stronger, more authentic self is forged. Meet the process honestly, conserve your strength, and let go of the need to control every outcome.",
    flowing: "Personal power grows steadily and without drama. You may find the nerve to take charge of your direction, go deeper into your work, or shed a role that kept you small. Use the trine or sextile deliberately: undertake the difficult, meaningful project, because your capacity for sustained focus is at a peak.",
    tense: "Power struggles and pressure to change mark Pluto's square or opposition to your Sun. Authorities, rivals or circumstances may challenge your will, and crises can expose where you have been living someone else's idea of success. Stand your ground where it matters, yield where it doesn't, and use the pressure to rebuild from a truer center.",
    quincunx: "A slow, compelling pressure asks you to change something in the way you live or work. You may feel drained by situations you cannot quite control, or sense that an old pattern must go without knowing how. Investigate patiently, make steady small changes, and give your energy back to what renews it.",
  },
  moon: {
    conjunction: "Pluto meeting your Moon reaches into the deepest emotional layers. Family dynamics, old attachments and buried feelings may surface with great intensity, and a home or a bond can be transformed from the roots up. Feel what rises rather than suppressing it, seek wise support, and allow the old emotional patterns to die so new ones can be born.",
    flowing: "Emotional depth becomes a source of strength. Old wounds can heal, family ties deepen, and you may understand your own needs with new penetration. Therapy, honest conversation or a renovation of home life bear real fruit now; commit to the inner work while the soil is soft.",
    tense: "Intense feelings and family pressures run high while Pluto squares or opposes your Moon. Jealousy, fear of loss or struggles over control at home may surface, and you might feel emotionally cornered. Face the feelings squarely but without drama, seek support, and let transformation reach the places that have been closed.",
    quincunx: "Subtle emotional pressure builds under the surface of everyday life. Family duties or domestic situations may demand changes you resist, and you may feel quietly unsettled or compulsive. Pay attention to the needs you have been ignoring, and adjust routines step by step until they genuinely sustain you.",
  },
  mercury: {
    conjunction: "The mind turns penetrating as Pluto meets your Mercury. Research, investigation, psychology and strategic thinking are all strengthened, and your words can carry unusual force. Obsessive thoughts or difficult conversations may arise too; use the intensity to understand rather than to win, and speak with precision.",
    flowing: "Deep thinking pays off. Research, analysis, writing and persuasion gain power, and you can get to the bottom of questions that have long eluded you. Take on the demanding subject or the crucial conversation; your insight and influence are unusually sharp.",
    tense: "Mental pressure and heated exchanges are possible while Pluto squares or opposes your Mercury. Arguments can turn into power struggles, secrets may come to light, and you might be tempted to manipulate with words or fall into obsessive thinking. Speak the truth carefully, listen well, and rest the mind when it starts to circle.",
    quincunx: "Mental habits need transforming. Information, communication problems or an anxious preoccupation may wear you down, hinting at patterns of thought ready to change. Question assumptions, clear out old mental clutter, and learn the skill or method that would lighten the load.",
  },
  venus: {
    conjunction: "Love grows intense and transformative as Pluto meets your Venus. Passionate attraction, deep intimacy or the end of a relationship that has lost its truth are all possible, and values around money and pleasure can shift radically. Let love change you, but watch for jealousy, possessiveness and the wish to control another person.",
    flowing: "Intimacy deepens naturally. Relationships gain emotional honesty and passion, creative work may become more powerful, and your sense of what you value matures. Invest in the bonds and projects that move you most; the changes set in motion now tend to be lasting.",
    tense: "Jealousy, power plays or compulsive attractions may test relationships while Pluto squares or opposes your Venus. Hidden dynamics around money or sex can come to the surface, and a bond may be transformed or ended. Examine what you truly want, speak honestly, and release relationships that depend on control.",
    quincunx: "Affection and obligation entangle in uneasy ways. You may find yourself compromising too much, or sense that a pattern in love or money needs changing. Look at what you give and what you receive, and make the small but firm adjustments that restore balance.",
  },
  mars: {
    conjunction: "Raw willpower surges as Pluto meets your Mars. Ambition, endurance and the courage to fight for what matters can reach new heights, and you may take on battles you once avoided. Use the force constructively, through training, strategy and persistence, and be careful with anger, which can run hotter than you expect.",
    flowing: "Stamina and strategic determination support bold endeavors. A trine or sextile from Pluto to Mars is a superb time for demanding projects, serious physical training or efforts that require unbending persistence. Set your sights on a worthy goal, and you are likely to find the strength to reach it.",
    tense: "Conflict and confrontations can intensify while Pluto squares or opposes your Mars. Others may try to dominate or provoke you, and your own frustration may build to a boiling point. Channel energy into hard work or exercise, choose battles wisely, and avoid using force where persuasion would serve better.",
    quincunx: "Energy gets tied up in subtle power struggles or situations you cannot change directly. You may feel frustrated, overworked or compelled to push harder than is wise. Reassess goals and methods, pacing yourself and redirecting effort to what you can truly influence.",
  },
  jupiter: {
    conjunction: "Conviction and ambition gather real weight as Pluto meets your Jupiter. You may feel called to a purpose larger than yourself, or gain access to significant resources, teachers or influence. Success magnifies virtues and flaws alike, so keep your ethics as large as your plans and share what you gain.",
    flowing: "Growth comes through depth rather than breadth. Openings for influence, serious study or research appear, and beliefs tested by experience become a source of genuine authority. Invest in the long venture—the degree, the book, the enterprise—that could change the course of your life for the better.",
    tense: "Ambition can tip into zealotry or overreach while Pluto squares or opposes your Jupiter. Clashes over beliefs, money or principles may arise, and the urge to impose your views or chase growth at any cost can be strong. Keep humility close; growth that needs domination to survive rarely lasts.",
    quincunx: "An opportunity may come with a hidden price, or a cherished belief may no longer sit comfortably with what you have learned. Examine your motives for wanting more, and refine your outlook patiently. Expansion that respects your integrity is worth the slower route.",
  },
  saturn: {
    conjunction: "Pluto meeting your Saturn tests the foundations of your life to the core. Career structures, responsibilities or long-held fears may face demands for radical rebuilding, and authority, yours or another's, can be challenged. Rebuild on what is genuinely solid, and take down the walls you raised out of fear rather than need.",
    flowing: "Disciplined transformation is within reach. Reforming an organization, deepening a commitment or earning authority through persistence all proceed with steady force. Take on long-term goals that ask for both patience and power; what you build in these years can outlast you.",
    tense: "Pressure on the framework of your life can feel relentless while Pluto squares or opposes your Saturn. Crises in career or long-term responsibilities may demand hard decisions, and obligations can seem crushing. Stay resilient, rebuild from the strongest foundations you have, and release what cannot be saved without bitterness.",
    quincunx: "Responsibilities carry hidden weight. You may be burdened by duties whose true cost goes unspoken, or sense that a structure you depend on is quietly eroding. Make gradual reforms, name the power dynamics involved, and decline obligations that exist only out of fear.",
  },
  uranus: {
    conjunction: "Deep transformation meets the urge for freedom as Pluto reaches your Uranus. Your way of being different—your ideas, your independence, your place in your generation's changes—may be radically reshaped. Embrace the revolutionary insight this brings, and build what comes next with care rather than merely breaking what was.",
    flowing: "Change and innovation feed each other. You may find powerful, practical ways to break free of limits and reinvent areas of life that had grown stale. Let these years carry bold but constructive changes that your future self will thank you for.",
    tense: "Pressure to change may arrive in disruptive forms. Sudden crises, collective upheavals or power struggles can push you to break free, sometimes before you feel ready. Stay centered, and channel rebellious energy into reform you can actually sustain.",
    quincunx: "Deep change and the need for freedom chafe against each other. You may feel restless without a clear direction, sensing that some part of your life needs reinventing at the core. Experiment gradually, letting each change teach you what the next should be.",
  },
  neptune: {
    conjunction: "Dreams are dissolved and reborn as Pluto meets your Neptune. Ideals carried for years may be tested by harsh realities or transformed by powerful spiritual experience, and disillusionment and revelation can arrive together. Embrace the inner journey while keeping daily structures steady and grounded people close.",
    flowing: "Spiritual and creative depth grow naturally. Ideals can be turned into meaningful action, and intuition becomes a reliable guide. Follow the practices—contemplative, artistic, therapeutic—that deepen your inner life, since they can shape the years ahead.",
    tense: "Ideals come under pressure while Pluto squares or opposes your Neptune. Hidden fears or collective anxieties may surface, and faith in people or causes can be shaken. Seek clarity, stay honest with yourself, and let go of illusions without abandoning compassion.",
    quincunx: "Ideals and deeper drives need realigning. Spiritual direction may feel uncertain, or you may sense that an old dream has been masking a more urgent and less comfortable need. Make gentle, persistent adjustments toward what truly inspires you now.",
  },
  pluto: {
    conjunction: "Pluto needs about 248 years to return to its birth degree, so this conjunction belongs to the histories of families, nations and ideas rather than to a single life. What it stands for, the renewal of the deepest drives, enters a personal story through Pluto's other contacts, each asking you to let something die so something truer can live.",
    flowing: "Pluto's sextile to its natal place, and later its trine, arrive at different ages for different generations. Either contact brings a steady, empowering depth: you understand your own drives better, use power more wisely, and can complete transformations that have been brewing for years. Commit to the change that feels overdue.",
    tense: "Pluto's square to its birth position, which arrives in midlife for most people alive today, brings a deep reckoning with power, mortality and control; the opposition lies beyond most lifespans. Crises may reveal what no longer serves and drive you to reclaim authority over your own life. Face the reckoning honestly, and let the old self make way.",
    quincunx: "Late in life for most people alive today, Pluto forms a quincunx to its natal place. Deep habits and attitudes toward control ask for adjustment, and letting go of old forms of power—roles, possessions, certainties—becomes part of the work. Approach the changes with patience; release can bring surprising freedom.",
  },
  ascendant: {
    conjunction: "Pluto crossing your Ascendant transforms how you meet the world. Over a long stretch you may change profoundly in manner, appearance and self-understanding, and others sense a new intensity in you. Let the old persona go, use your growing personal power with care, and treat your body as the ally it is throughout the process.",
    flowing: "Quiet personal empowerment marks these months. You may take more charge of your life, carry a stronger presence and make meaningful changes to how you live and look. Use the momentum for a considered reinvention that reflects who you have become.",
    tense: "Intensity enters relationships or public life. An opposition puts Pluto on the Descendant, where powerful partners, confrontations or deep transformation in close bonds are likely; a square can bring pressure in career or at home. Stand firm in who you are, and watch for patterns of control, yours and others'.",
    quincunx: "Changing how you present yourself requires patience. You may feel pressure to alter habits or image without knowing exactly why, and outside demands may seem intrusive. Reflect on what truly needs to go, then make deliberate, gradual adjustments.",
  },
  midheaven: {
    conjunction: "Pluto reaching your Midheaven can transform career and public life completely. A rise to a position of power, a radical change of vocation or the end of one professional path are all possible, and ambition grows intense. Pursue what truly calls you, wield influence ethically, and expect the reputation built now to last.",
    flowing: "Professional power grows steadily. Openings to lead, to influence institutions or to commit to a vocation with real depth arise, and you can restructure working life from a position of strength. Aim for roles that reflect your deepest values; the results tend to endure.",
    tense: "Transformative pressure falls on the axis of vocation and roots. An opposition, with Pluto crossing the foot of the chart, can bring upheaval in the family or a move that changes your roots; a square may spark power struggles with superiors or institutions. Hold to your integrity, and let change clear the way for a more authentic direction.",
    quincunx: "Professional life needs deep adjustments that are not obvious at first. Power dynamics at work may grow uncomfortable, or your career may no longer reflect who you are becoming. Investigate patiently, make strategic changes, and keep the long-term direction in sight.",
  },
};

const NAMES_AN_ASPECT = /\b(squar|oppos|trine|sextile|conjunct|conjoin|quincunx|inconjunct)/i;

function perType(texts: TransitTexts): Record<PlanetId | AngleId, Record<AspectType, string>> {
  const out = {} as Record<PlanetId | AngleId, Record<AspectType, string>>;
  for (const [natal, groups] of Object.entries(texts) as Array<[PlanetId | AngleId, Record<AspectGroup, string>]>) {
    out[natal] = Object.fromEntries(ASPECT_TYPES.map((type) => [
      type, sentencesOf(groups[ASPECT_GROUP[type]]).filter((s) => !NAMES_AN_ASPECT.test(s)).join(' '),
    ])) as Record<AspectType, string>;
  }
  return out;
}

export const transits: InterpretationLibrary['transits'] = {
  jupiter: perType(jupiter), saturn: perType(saturn), uranus: perType(uranus), neptune: perType(neptune), pluto: perType(pluto),
};
