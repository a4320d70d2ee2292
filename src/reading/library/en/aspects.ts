// Natal aspects: for each planet pair (and each planet with an angle) one text per aspect group.
// Every text is written for its own pair and group; no sentence is shared with any other text.
import type { AngleId, PlanetId, PLANETS } from '../../../astro/types.js';
import type { AspectGroup, InterpretationLibrary } from '../types.js';

/** "a-b" for every planet a listed before planet b in PLANETS: the 45 planet pairs, each once. */
type OrderedPairs<P extends readonly string[]> =
  P extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
    ? `${First}-${Rest[number]}` | OrderedPairs<Rest>
    : never;

/** The keys the composer looks up (pairKeyOf orders every pair): 45 planet pairs and 20 planet-angle pairs. */
export type NatalPairKey = OrderedPairs<typeof PLANETS> | `${PlanetId}-${AngleId}`;

const texts: Record<NatalPairKey, Record<AspectGroup, string>> = {
  'sun-moon': {
    conjunction:
      "Born close to a New Moon, you carry your will and your emotional needs in the same place, so what you want and what you feel rarely argue. That unity gives you focus and a self-starting quality. The blind spot is perspective: trusted friends who reflect you back honestly are worth more to you than most.",
    flowing:
      "Your conscious aims and your instinctive needs cooperate, and that inner ease is something others find reassuring. Home life and ambitions tend to support each other, and you usually know how to look after yourself while going after what you want. Since contentment comes readily, give yourself goals that stretch you a little.",
    tense:
      "Head and heart pull in different directions: what you set out to do and what you need in order to feel safe seldom line up at first. Whether born under a square or a Full Moon, you learn by negotiating between them, and that makes you perceptive about inner conflict in others. Give both sides a voice before you decide.",
    quincunx:
      "Your will and your feelings speak different dialects, so meeting your own needs can feel like a constant small adjustment. You may push ahead and only later notice you are tired, hungry or lonely. Regular routines that check in with your body and moods do more for you than any grand resolution.",
  },
  'sun-mercury': {
    conjunction:
      "Mind and identity are closely bound in you: what you think feels like part of who you are, so you speak with conviction and warmth. Tradition calls Mercury this near the Sun combust, or cazimi, in the heart of the Sun, when the meeting is almost exact; either way the mind serves the self. Learning to hear objections without feeling personally attacked turns that conviction into real wisdom.",
    flowing:
      "Thought and purpose cooperate easily, so you can explain yourself clearly and you learn best through conversation. Curiosity serves your aims rather than scattering them. Keep a notebook or a regular writing habit; your best ideas arrive in passing and deserve to be caught.",
    tense:
      "A strain between what you think and who you are trying to be keeps your mind busy and restless. You may argue your case harder than needed, or second-guess your own plans. Slowing down before you speak or commit lets your sharp intelligence catch up with your intentions.",
    quincunx:
      "Reasoning and sense of purpose keep missing each other by a step, so plans look clear in your head and feel different once you live them. You refine as you go rather than getting it right at once. Talking ideas through with someone practical helps you spot the gap early.",
  },
  'sun-venus': {
    conjunction:
      "Charm lives close to the surface: Venus beside the Sun lends you warmth, good taste and a wish to be liked. You bring beauty and ease into a room, and relationships matter deeply to your sense of self. The challenge is keeping the peace at the cost of your own opinion; agreeableness works best as a choice, not a reflex.",
    flowing:
      "Affection and self-expression work together, giving you natural grace in company and an eye for what pleases. People tend to meet you with goodwill, and creative or social efforts come easily. Put that ease into something you make or tend, so the gift takes a shape beyond pleasant days.",
    tense:
      "What you love and what you aim for can tug against each other, leaving you torn between comfort and ambition, or between pleasing others and being yourself. That tension gives your relationships and your art real depth. Ask which pleasures truly nourish you, and let the rest go without guilt.",
    quincunx:
      "Who you are and what you enjoy need constant fine-tuning to sit together. You may be drawn to people or pleasures that do not quite fit the life you are building. Rather than choosing one side, weave small rituals of enjoyment into ordinary days until they fall into step.",
  },
  'sun-mars': {
    conjunction:
      "Energy runs hot: Mars beside the Sun gives you courage, directness and a strong need to act on your will. You start things, defend what matters and dislike being held back. Anger flares and fades quickly; exercise or a demanding project gives this fire somewhere useful to go.",
    flowing:
      "Drive and identity cooperate, so you can put effort behind your goals without drama. Good stamina, a competitive streak worn lightly and the confidence to take the lead are usually yours. Choose challenges worthy of that energy, or it may settle into comfortable busyness.",
    tense:
      "Your will and your assertiveness collide at times, producing impatience, a quick temper or the sense of always fighting uphill. The same friction fuels tremendous determination once you direct it. Learn to notice the moment before you push, and decide whether the battle is worth your strength.",
    quincunx:
      "Knowing what you want and knowing how to go after it do not line up neatly, so action can feel mistimed, too much or too little. You may overwork and then stall. Pacing yourself and noticing how stress lands in your body turns this into steady, well-judged effort.",
  },
  'sun-jupiter': {
    conjunction:
      "Optimism is part of your constitution: Jupiter joined to the Sun enlarges your confidence, generosity and appetite for life. You think big, lift other people's spirits and tend to land on your feet. Overreach is the shadow, promising more than one life can hold; a few well-chosen commitments carried through serve you best.",
    flowing:
      "Luck seems to favor you, though much of it grows from the good faith you extend and attract. A broad outlook, a sense of humor and a feel for growth open doors for you in study, travel or teaching. Aim that goodwill at a worthwhile purpose rather than taking it for granted.",
    tense:
      "Big hopes and a big sense of self push you to reach beyond your grasp. You may swing between overconfidence and disappointment, or feel that ordinary life is too small for you. Measured ambition, with a realistic look at time and energy, lets the vision become something solid.",
    quincunx:
      "Faith in yourself and the way you want to grow do not fit comfortably, so you may keep taking on more than suits you, or doubt the openings that are right. Generosity can slide into overextension. Test each new promise against your actual strength before you say yes.",
  },
  'sun-saturn': {
    conjunction:
      "Seriousness came early to you: Saturn on the Sun brings responsibility, self-discipline and a keen sense of duty, sometimes with a harsh inner critic. Confidence grows slowly but lasts. You tend to improve with age, and being kinder to your younger self helps you claim the authority you have already earned.",
    flowing:
      "Structure supports your purpose instead of blocking it, lending you patience, reliability and respect for craft. You build steadily, and people trust your judgment. Because you manage so well within limits, remember to leave room for play and for risks worth taking.",
    tense:
      "Self-doubt and heavy expectations, perhaps from a strict father figure or early responsibility, press against your wish to shine. It can feel as though nothing comes easily. Persistence is your hidden strength, and what you earn this way is wholly yours; set fair standards for yourself, not impossible ones.",
    quincunx:
      "Duty and self-expression need constant adjusting: you may feel guilty when you rest and restless when you work. Obligations can pile up quietly until they weigh on your mood or health. Clear boundaries around what you truly owe others give you space to be yourself.",
  },
  'sun-uranus': {
    conjunction:
      "Independence is written into your identity: Uranus on the Sun makes you original, impatient with convention and quick to see another way. You need freedom to be yourself, and others may find you surprising. Channel that spark into reform or invention rather than rebellion for its own sake.",
    flowing:
      "Originality comes naturally and without needless conflict; you can be different and still be welcomed. New ideas, technology or unusual paths suit you. Make sure your flashes of insight are followed by steady work, so they become more than interesting moments.",
    tense:
      "A hunger for freedom clashes with the life you have built, and sudden changes of direction may mark your story. You resist control sharply, sometimes before you know what you actually want. Building flexibility into your commitments lets change happen by choice rather than by rupture.",
    quincunx:
      "The need to be unique and your everyday sense of self rub awkwardly, producing restless nerves or abrupt shifts in plans. You may feel like an outsider even where you belong. Small, regular outlets for experiment calm the system and keep upheaval from building up.",
  },
  'sun-neptune': {
    conjunction:
      "Sensitivity and imagination wrap around your identity: Neptune on the Sun softens hard edges, giving you compassion, artistic feeling and a spiritual streak. Your sense of self may be hard to pin down. Creative or caring work anchors you, and plain honesty about your limits protects you from being used.",
    flowing:
      "Imagination and purpose flow together, lending you intuition, a feel for music or images and real kindness. You sense moods without being swamped by them. Give your dreams a practical form, through art, service or reflection, and they become a quiet source of strength.",
    tense:
      "Ideals and reality keep contradicting each other, so you may feel unsure of who you are, or be let down by people you idealized. Escapism tempts when life gets hard. Your remedy is clarity: check the facts, name what you need, and give your sensitivity a creative outlet.",
    quincunx:
      "A vague unease runs between your purpose and your dreams; you may drift from plans without knowing why, or soak up the moods of those nearby. Energy can ebb for no clear reason. Grounding routines, rest and firm personal boundaries help you keep your shape while staying open.",
  },
  'sun-pluto': {
    conjunction:
      "Intensity marks your presence: Pluto on the Sun gives you willpower, depth and an instinct for what lies beneath the surface. You do nothing by halves and may remake yourself more than once. Power is a theme of your life; using it openly and fairly keeps it from turning into control.",
    flowing:
      "Deep reserves of strength sit behind your calm, so you recover from setbacks and can transform situations others give up on. You have a researcher's focus and a gift for quiet influence. Bring that capacity to work that truly matters to you.",
    tense:
      "Power struggles, with authority or within yourself, have shaped you, and you may feel driven to prove you cannot be crushed. That builds formidable resilience, along with a temptation to control. Letting go of what has run its course, before it is taken from you, is the great lesson here.",
    quincunx:
      "Your will and your deeper compulsions do not quite mesh, and you may push to exhaustion or circle the same intensity again and again. Small crises keep asking you to release and renew. Honest self-examination, perhaps with a good listener, turns these pressures into steady inner growth.",
  },
  'moon-mercury': {
    conjunction:
      "Feelings and thoughts travel together, so you talk your way into understanding your moods and remember emotional detail vividly. You read a room quickly and can put its atmosphere into words. Because mood colors judgment so easily, sleep on any strong opinion formed in the heat of the moment.",
    flowing:
      "Heart and head are on speaking terms, which gives you emotional intelligence and a knack for saying the comforting thing. Writing, teaching or caring conversation come easily. Trust that gift, and turn it on yourself as well as others when something troubles you.",
    tense:
      "Logic and feeling interrupt each other: you may rationalize emotions away, or find your thinking hijacked by worry. Nervous energy builds when the two disagree. Journaling, or talking things through with a patient friend, helps you hear what each side is actually saying.",
    quincunx:
      "Putting feelings into words never feels quite right; the sentence arrives a beat before or after the emotion. You may overanalyze moods or feel misunderstood in everyday talk. Giving yourself time to respond, rather than answering on the spot, makes conversations kinder to you.",
  },
  'moon-venus': {
    conjunction:
      "Tenderness is your native language: Venus joined to the Moon gives you warmth, charm and a deep need for harmony and comfort. You make people feel welcome and cared for. A preference for peace can keep hard conversations waiting too long; real kindness includes honesty when it counts.",
    flowing:
      "Affection flows easily from you, and you have a gift for making a home or a friendship feel beautiful. Your emotional needs and your tastes agree, so pleasure genuinely restores you. Share that ease generously, and let others care for you in turn.",
    tense:
      "What comforts you and what attracts you are not always the same, so love can stir old insecurities or needs a partner cannot meet. You may overindulge when unsettled. Noticing whether you reach for pleasure to soothe or to enjoy is the key to balance.",
    quincunx:
      "Being loved and feeling safe need fine adjustment: affection may come in forms that do not quite nourish you, or you give in ways that leave you depleted. Small mismatches in relationships sting more than they should. Ask plainly for the kind of care you need instead of hoping it will be guessed.",
  },
  'moon-mars': {
    conjunction:
      "Emotions arrive at full strength and move straight into action: Mars on the Moon gives you courage, protectiveness and a quick temper. You fight hard for the people you love. Learning to pause between feeling and reacting lets that fierce heart defend rather than wound.",
    flowing:
      "Feelings fuel your energy in a healthy way, so you act on instinct with confidence and stand up for yourself without fuss. You are brave on behalf of others and bounce back quickly from upsets. Regular physical activity keeps this combination bright and balanced.",
    tense:
      "Irritation rises fast when your needs are blocked, and old anger may flare at inconvenient moments. Home can become a place of friction as well as warmth. Naming feelings early, before they turn to heat, keeps your emotional life from becoming a battlefield.",
    quincunx:
      "Emotional needs and drive get in each other's way: you may push on when you need rest, or feel stuck when it is time to act. Stress can show up in the body before the mind notices it. Honest check-ins with yourself about anger and fatigue keep both in proportion.",
  },
  'moon-jupiter': {
    conjunction:
      "A big heart comes naturally: Jupiter on the Moon gives you warmth, faith and a protective optimism that others lean on. Comfort and goodwill tend to find you wherever you go. Excess is the snag, whether in feeling, food or promises; enough is often more than you think.",
    flowing:
      "Emotional buoyancy carries you through hard times, and you give people a sense of safety and hope. Family, faith or travel often feed your spirit. Let your natural generosity extend to yourself, and share your good fortune in ways that make it grow.",
    tense:
      "Needs expand to fill whatever space you give them: you may want more comfort, reassurance or freedom than a situation can provide. Overpromising out of kindness is common. Moderation is not meanness; choosing where to give generously makes your care far more effective.",
    quincunx:
      "Your need for security and your urge to expand sit awkwardly together, so you may overcommit emotionally or restlessly seek more than you need. Comfort can tip into excess without notice. Simple, regular acts of self-care, rather than grand gestures, keep you nourished.",
  },
  'moon-saturn': {
    conjunction:
      "Feelings are guarded and deeply serious: Saturn on the Moon often reflects an early need to grow up fast or keep emotion in check. You are dependable and loyal, though slow to ask for help. Allowing yourself comfort without having to earn it is the healing step.",
    flowing:
      "Emotional steadiness is one of your strengths; you stay calm under pressure and honor your commitments. Family duties and long loyalties feel natural to you. Balance that reliability with moments of softness, so people see the warmth behind your composure.",
    tense:
      "Loneliness or a sense of emotional scarcity may date from early life, leaving you cautious about needing anyone. You may judge your own feelings harshly. Patience with yourself, and relationships that prove trustworthy over time, slowly build the security you were missing.",
    quincunx:
      "Obligation and emotional need keep grinding against each other, so you may care for others dutifully while your own needs go unmet. Fatigue or low moods can signal the imbalance. Build rest and small comforts into your schedule as firmly as your responsibilities.",
  },
  'moon-uranus': {
    conjunction:
      "Your emotional life runs on electricity: Uranus on the Moon brings independent feelings, sudden moods and a need for space even within closeness. Unusual homes or family arrangements may suit you. Partners who respect your freedom let you stay close without feeling trapped.",
    flowing:
      "Emotional independence comes easily; you adapt quickly to change and can befriend all sorts of people. A little novelty at home refreshes rather than unsettles you. Trust your intuitive flashes, and stay open to unconventional ways of finding comfort.",
    tense:
      "Restlessness disturbs your need for security, so you may crave closeness and then pull away abruptly. Early life may have felt unpredictable. Creating a stable base that still allows change, and saying clearly when you need room, keeps relationships from breaking suddenly.",
    quincunx:
      "Unexpected mood swings and a jittery nervous system point to a poor fit between your need for safety and your need for freedom. Routine can feel confining, yet chaos unsettles you. Flexible rituals, such as a daily walk or quiet time with room to vary, help you settle.",
  },
  'moon-neptune': {
    conjunction:
      "Emotional boundaries are porous: Neptune on the Moon gives you empathy, imagination and a fine sensitivity to atmosphere. You absorb other people's feelings as if they were your own. Creative outlets and time alone help you sort out what is yours, and a little skepticism protects your kindness.",
    flowing:
      "Compassion and intuition come naturally, and you sense what others need before they say it. Music, art, water or spiritual practice restores you. Let that sensitivity guide your caring without giving away more than you have.",
    tense:
      "Longing for an ideal love or home can lead to disappointment, or to confusion about what you really feel. You may rescue others or escape into dreams when reality bites. Clear boundaries and honest self-observation let your deep empathy remain a gift rather than a drain.",
    quincunx:
      "You can feel emotionally worn out without knowing why, as other people's moods seep into yours. Sleep and quiet matter more to you than to most. Learning to step back from a charged atmosphere, and checking your own needs first, keeps your sensitivity sustainable.",
  },
  'moon-pluto': {
    conjunction:
      "Feelings run deep and strong: Pluto on the Moon gives emotional intensity, fierce loyalty and a fear of being vulnerable. You sense hidden motives and rarely forget a betrayal. Trusting a few people fully, and letting old hurts transform rather than harden, brings you extraordinary inner power.",
    flowing:
      "Emotional depth gives you strength in a crisis; you can face hard truths and help others through them. An instinct for healing and renewal runs through you. Use that resilience in your relationships, and let people see the warmth beneath your reserve.",
    tense:
      "Emotional power struggles, perhaps rooted in a complicated bond with your mother or early caretaker, can replay in adult intimacy. Jealousy or an urge to control may surface when you feel unsafe. Naming your fears openly breaks their hold and lets closeness deepen.",
    quincunx:
      "Intense feelings work underground for a long time, then break out in small crises that demand adjustment. You may hold on too long to people or habits. Periodic emotional housecleaning, releasing what no longer nourishes you, keeps your inner life fresh.",
  },
  'mercury-venus': {
    conjunction:
      "Words come out graceful: Venus beside Mercury gives you a pleasant voice, diplomacy and an ear for language, music or design. You can say difficult things gently and persuade through charm. Beware of telling people only what they want to hear; your tact is most valuable when it carries the truth.",
    flowing:
      "Conversation is one of your pleasures, and you have a gift for friendly, well-judged words. Writing, art, negotiation or any craft of fine detail suits you. Cultivate that talent on purpose; a gracious way of speaking is a real asset in work and in love.",
    tense:
      "Judgment and affection sometimes disagree, so you may argue about values or struggle to voice feelings gracefully. Tact can desert you, or slide into flattery. Weighing what you think against what you want before you speak helps your words land as you intend.",
    quincunx:
      "Thinking about love and feeling it rarely happen at the same moment, and you may overthink attractions or fumble tender moments with the wrong phrase. Your tastes may keep shifting as you learn. Letting gestures speak alongside words helps you bridge the gap.",
  },
  'mercury-mars': {
    conjunction:
      "A quick, combative mind is yours: Mars beside Mercury gives sharp wit, decisive speech and a love of debate. You think on your feet and cut straight to the point. The same edge can wound, so choose when to argue and when simply to listen.",
    flowing:
      "Mental energy and decisiveness work well together; you learn fast, speak directly and turn ideas into action. You enjoy a lively debate without needing to win it. Aim that clarity at problems that genuinely need solving, and your practical intelligence shines.",
    tense:
      "Words can turn into weapons when you are provoked, and you may rush to judgment or land in needless arguments. Mental strain shows up as impatience or irritability. Writing a draft before you reply turns your sharp mind into a persuasive force rather than a combative one.",
    quincunx:
      "Ideas and action rarely synchronize: you may speak before you have thought, or keep thinking long after the moment to act has passed. Nervous strain builds from constant rushing. Planning in short, steady steps gives your restless mind a pace it can keep up.",
  },
  'mercury-jupiter': {
    conjunction:
      "Big ideas excite you: Jupiter with Mercury gives a broad, curious mind, a love of learning and a gift for storytelling. You see the whole picture and can make complicated matters sound inspiring. Details may slip past, so pair your enthusiasm with a careful check of the facts.",
    flowing:
      "Learning comes easily and joyfully, whether through books, travel or conversation. You explain things generously and tend to spot the hopeful angle of a problem. Teaching, writing or publishing can all benefit from this natural fluency.",
    tense:
      "Your mind runs ahead of the facts, so you may overstate, overpromise or scatter attention across too many interests. Opinions can harden into dogma when challenged. Slowing down to verify and prioritize turns your broad vision into sound judgment.",
    quincunx:
      "Everyday thinking and the larger beliefs you hold do not line up easily, so small decisions get tangled in big principles. You may sign up for more plans than you can follow through. Sorting what is important from what is merely interesting keeps your mind clear.",
  },
  'mercury-saturn': {
    conjunction:
      "Careful, serious thought is your style: Saturn with Mercury gives concentration, structure and a respect for accuracy. You may have been a slow starter at school, or felt your words were not valued. Over time your thinking becomes authoritative; trust it enough to speak up.",
    flowing:
      "Practical intelligence and patience combine well, so you plan carefully, learn thoroughly and express yourself with precision. People rely on your judgment. Give your solid reasoning some imaginative play as well, so that it stays flexible.",
    tense:
      "Doubt and pessimism can weigh on your thinking, and you may fear being wrong or being judged for what you say. Communication sometimes feels blocked. Steady study and gradual mastery rebuild the confidence that early criticism took from you.",
    quincunx:
      "Worry loops quietly in the background, as if every thought needs checking once more. You may be harder on your own ideas than anyone else is. Setting a limit on how long you deliberate, and then deciding, frees your careful mind to do its work.",
  },
  'mercury-uranus': {
    conjunction:
      "Lightning thinking marks you: Uranus with Mercury gives flashes of insight, original ideas and impatience with conventional reasoning. Technology, science or unusual subjects may draw you in. Ideas arrive faster than you can explain them, so practice translating them for slower listeners.",
    flowing:
      "Inventive thinking comes naturally; you grasp new concepts quickly and enjoy unusual points of view. You can voice original ideas without alienating anyone. Put your intuitive leaps to work on stubborn problems, where they shine brightest.",
    tense:
      "Restless, contrary thinking can make you argue just to assert independence, or jump between ideas abruptly. Nervous tension may run high, especially when life forces you into someone else's routine. Grounding your brilliance in patience and listening helps others follow where you lead.",
    quincunx:
      "Sudden new ideas keep interrupting the old ones, so finishing a line of thought can be hard. Too much input frays your nerves. Scheduled breaks from screens and stimulation help your original thinking settle into a usable form.",
  },
  'mercury-neptune': {
    conjunction:
      "Imagination shapes your thinking: Neptune with Mercury gives a poetic, intuitive mind that works in images and moods. You may have a gift for storytelling, music or understanding what goes unsaid. Facts can blur, so write things down and double-check details that matter.",
    flowing:
      "Intuition and intellect cooperate beautifully, letting you express subtle feelings and ideas with grace. Creative writing, art, counseling or any work that means reading between the lines may come naturally. Trust your hunches while giving them a clear, practical shape.",
    tense:
      "Confusion can creep into communication, and you might believe what you hope rather than what is true. Daydreams pull you away from the task at hand. Checking claims and making clear agreements protects you from deception and lets your imagination work safely.",
    quincunx:
      "Your thoughts drift, and practical details are hard to hold when your mind wants to wander. Small miscommunications happen easily. Lists, simple routines and written notes of important agreements keep your sensitive mind on track.",
  },
  'mercury-pluto': {
    conjunction:
      "Your mind is a searchlight: Pluto with Mercury gives penetrating, investigative thought and a hunger for hidden truths. You persuade powerfully and see through pretense. Intensity of thought can become obsession, so give your mind rest as well as mysteries to solve.",
    flowing:
      "Depth of insight is your strength; research, analysis and an understanding of psychological motives come readily. Your words carry weight without force. Use this gift in work that calls for discretion, such as research or investigation, or wherever real change is needed.",
    tense:
      "Thoughts can grip too tightly, turning disagreements into contests of will and secrets into burdens. You may fear being manipulated, or try to steer others so that you feel safe. Speaking plainly, and letting people keep their own views, builds the trust you want.",
    quincunx:
      "A buried question keeps resurfacing, and obsessive thoughts circle until you adjust something. You may dig far too deeply into small matters while larger ones wait. Knowing when to let a subject rest, and turning to something light, restores your focus.",
  },
  'venus-mars': {
    conjunction:
      "Desire and affection fuse: Venus with Mars gives you magnetism, passion and a creative spark that others feel at once. You pursue what you love with real ardor. Because attraction and action merge so quickly, give new connections a little time to show whether they suit your values as well as your pulse.",
    flowing:
      "Receiving and pursuing work in harmony within you, so romance and creativity flow without strain. You know how to attract and how to act on attraction gracefully. This is a fine signature for artistic work, for partnership and for a warm, healthy love life.",
    tense:
      "What you want and what you value in love can clash, stirring passionate relationships with plenty of sparks and the occasional quarrel. Attraction to challenging people is common. The friction is creatively fertile; learning to negotiate desire without a battle makes your relationships richer.",
    quincunx:
      "Romance and desire follow different timetables, so you may want closeness when a partner wants space, or the other way round. Affection and passion do not always arrive together. Clear talk about needs and rhythms in love saves a great deal of hurt.",
  },
  'venus-jupiter': {
    conjunction:
      "Generosity and grace come in abundance: Venus and Jupiter, the two traditional benefics, join to bring warmth, charm and a love of good things. People enjoy your company, and support often comes your way. Indulgence is the only real hazard; enjoyment deepens when it has limits.",
    flowing:
      "Good fortune in love, friendship and art tends to follow you, partly because you see the best in others. You are sociable, generous and appreciative of beauty. Share that abundance wisely, and you may find it returns many times over.",
    tense:
      "Appetite for pleasure can outrun your means or your judgment, leading to overspending, overindulgence or inflated expectations in love. You may want more simply because enough feels dull. Enjoying fewer, better things brings deeper and more lasting satisfaction.",
    quincunx:
      "Your values and your hopes for growth keep needing adjustment, and you might say yes to invitations or pleasures that leave you drained. Generosity can quietly become self-neglect. Checking what truly enriches you before you commit brings ease.",
  },
  'venus-saturn': {
    conjunction:
      "Love is serious business for you: Saturn with Venus brings loyalty, reserve and a preference for relationships that last. You may have felt unlovable at times, or matured early in matters of the heart. Affection deepens with age, and commitment built slowly becomes very strong.",
    flowing:
      "Steadiness in love and a refined, disciplined taste serve you well. Long partnerships, classic design and work that improves with patience all suit you. Allow yourself some spontaneity too, so that your solid foundations include joy.",
    tense:
      "Fear of rejection, or a sense of not being worthy, can make love feel like hard work. You may hold back affection, or choose partners who are distant or burdened. Recognizing your own worth, and letting it be seen, gradually turns caution into wise and durable love.",
    quincunx:
      "Duty and pleasure sit awkwardly together, so you may feel that love involves sacrifice or that enjoyment must always be earned. Relationships can carry obligations you did not choose. Permission to enjoy without guilt restores balance more than any rule.",
  },
  'venus-uranus': {
    conjunction:
      "Attraction strikes like lightning: Uranus with Venus gives you unconventional tastes, sudden romances and a need for freedom within love. Originality in people and in art draws you. Relationships thrive when there is room for both intimacy and independence.",
    flowing:
      "Unusual friendships and love connections come easily, and your artistic originality feels fresh rather than jarring. You combine freedom and affection with a light touch. Stay open to the unexpected, since some of your best bonds begin that way.",
    tense:
      "Excitement and stability rarely arrive together in your love life, so you may crave novelty and then regret the upheaval. Relationships can start or end abruptly. Understanding your need for space, and telling partners about it early, helps you build bonds that bend without breaking.",
    quincunx:
      "Freedom keeps disrupting closeness: you may feel restless in a stable relationship, yet unsettled in a loose one. Your tastes in people and things change quickly. Keeping some independence inside commitment lets affection stay alive rather than feel confining.",
  },
  'venus-neptune': {
    conjunction:
      "Romantic idealism and artistic sensitivity run deep: Neptune with Venus gives you a sense of beauty and love that is almost spiritual. You see the best in people, sometimes more than is there. Art, music or compassion give this longing a form, and clear eyes keep it from leading you astray.",
    flowing:
      "Imagination and affection merge beautifully, giving you artistic talent and a gentle, romantic nature. You can inspire and be inspired in love, and you forgive easily. Develop your creativity, and let your compassion be shared generously but wisely.",
    tense:
      "Ideal love meets real people, and disappointment can follow when the dream fades. You may sacrifice too much, or be drawn to partners who are not truly available. Learning to love people as they are, while keeping your ideals for art and faith, brings both heart and clarity.",
    quincunx:
      "What you long for and what you actually enjoy do not easily agree, so you may drift toward people or pleasures that leave you vaguely unsatisfied. Boundaries in love can blur. Asking what nourishes you, rather than what enchants you, restores a clear view.",
  },
  'venus-pluto': {
    conjunction:
      "Love is all or nothing: Pluto with Venus brings intense attraction, deep loyalty and a fascination with what lies beneath charm. Relationships transform you, sometimes at great cost and often to great benefit. Jealousy or possessiveness may surface; trust grows when love is freely given and freely received.",
    flowing:
      "Deep, transforming love and a magnetic presence come naturally, and your relationships tend to heal and renew you. You have an eye for hidden value in people and in art. Let your intensity become a source of commitment rather than control.",
    tense:
      "Passion and power become entangled in your love life, and you may meet relationships that test your limits or involve control. Old wounds around self-worth can resurface. Recognizing your own value lets you love deeply without needing to possess.",
    quincunx:
      "Intense desires and everyday values clash in small, repeated ways, so you might keep returning to relationships or habits that no longer serve you. Letting go is hard for you. Regular reflection on what you truly value clears space for healthier love.",
  },
  'mars-jupiter': {
    conjunction:
      "You act on big ideas and carry others along with you, because Jupiter joined to Mars fills your energy with enthusiasm and a taste for adventure, sport or crusade. Boldness is your gift. Overconfidence can lead to overexertion, so temper zeal with an honest sense of limits.",
    flowing:
      "Energy and optimism support each other, giving you stamina, courage and a knack for seizing opportunities at the right moment. You succeed through initiative and generous leadership. Choose goals that truly inspire you, and your drive will last.",
    tense:
      "Restless ambition can push you to take on too much, act rashly or fight for causes with more zeal than judgment. Rules and slow procedures chafe. Pacing yourself and picking your battles turns this fire into real achievement.",
    quincunx:
      "Drive and belief keep falling out of step: you may act on principles that do not fit the situation, or push your body beyond what it can sustain. Recovery time matters more than you think. Matching effort to realistic goals prevents burnout.",
  },
  'mars-saturn': {
    conjunction:
      "Think of a river held by a dam: Saturn sits on Mars, joining the two planets tradition calls malefics, so your energy is controlled, enduring and capable of hard, sustained work. Frustration can build when effort feels blocked. Long-term projects suit you best, and patience becomes your competitive edge.",
    flowing:
      "Effort and structure cooperate, so you work steadily, manage risks and finish what you start. You have the stamina of a long-distance runner and the sense to conserve it. Use this strength on ambitious goals that reward persistence, in a trade, a sport or a career built step by step.",
    tense:
      "Stop-and-go energy marks this contact: you push, meet resistance, and feel thwarted or angry. Fear of failure may hold back action until pressure forces it. Working with limits rather than against them gives you unusual resilience and skill.",
    quincunx:
      "Caution keeps stepping on the toes of your drive, so you may overwork one day and freeze the next. Physical tension builds from holding back, often in the shoulders or jaw. Regular exercise and realistic schedules ease the strain.",
  },
  'mars-uranus': {
    conjunction:
      "Sudden action and a daring streak run through you, since Uranus beside Mars charges your drive with independence and courage. You break rules when they stand in the way. Haste is the hazard, so give that voltage a plan: innovation, adventure or reform.",
    flowing:
      "Quick reactions and inventive energy work together; you adapt fast and act decisively when something new is needed. Challenges that demand originality bring out your best, and emergencies find you calm. Put your boldness to use in pioneering projects rather than in proving you are free.",
    tense:
      "Impatience and rebellion can flare, so you may act impulsively or clash with authority. Energy comes in bursts rather than a steady stream. Building in time to cool down before big decisions keeps your courage from turning reckless.",
    quincunx:
      "Nervous energy and a need for freedom create a restlessness that is hard to channel. You may start projects with a rush and abandon them just as abruptly. Steady physical outlets and flexible plans help you use your energy well.",
  },
  'mars-neptune': {
    conjunction:
      "Few things motivate you like an ideal: Neptune merged with Mars gives energy for causes, art or service, with an intuitive, almost mysterious quality. Motivation may fade when inspiration wanes. Clear goals and honest motives keep your effort strong and clean.",
    flowing:
      "Ideals and action move in harmony, so you pursue dreams with quiet persistence and compassion. Dance, film, music or helping work suits you. Trust intuition to guide your effort, but anchor it in practical steps.",
    tense:
      "Energy can leak away through confusion, self-doubt or anger that never gets spoken. You may feel unsure what you want, or dodge conflict by indirect means. Naming your needs plainly and building confidence keeps your drive from dissolving.",
    quincunx:
      "Your dreams and your drive keep slipping past each other, so motivation can evaporate or attach itself to the wrong goal. Energy levels may fluctuate without an obvious cause. Rest, clear intentions and small practical steps keep you effective.",
  },
  'mars-pluto': {
    conjunction:
      "When you decide, little can stop you: Pluto fused with Mars brings intense drive, courage and an ability to push through any obstacle. You can transform situations by sheer determination. Such force needs an ethical aim; used well it moves mountains, used carelessly it burns bridges.",
    flowing:
      "Determination and depth support each other, giving you stamina, strategic thinking and the power to regenerate after setbacks. You can be a formidable ally or leader, steady when others panic. Aim this capacity at challenges worthy of it, where endurance makes the difference.",
    tense:
      "Power struggles and intense anger may surface, perhaps echoing early experiences of control or conflict. You can turn ruthless when threatened, even toward yourself. Expressing anger cleanly, and choosing cooperation over domination, transforms this force into courage.",
    quincunx:
      "A deep drive for control keeps bumping against everyday limits, and frustration may build until it bursts out. You may push harder than a situation needs. Regular outlets for strong feeling, physical or creative, release the pressure safely.",
  },
  'jupiter-saturn': {
    conjunction:
      "Born near a meeting of Jupiter and Saturn, the twenty-year cycle astrologers use to mark new social eras, you share with your age group an instinct to balance growth and structure. In your own life hope and caution act as one: you expand carefully and build for the long run. Trust your sense of timing; it is usually sound.",
    flowing:
      "Optimism and realism cooperate in you, so you can dream big and still draw up a sensible plan. You tend to grow steadily, taking openings when they are solid rather than merely exciting. Any field where vision needs discipline, from teaching to running an enterprise, benefits from this balance.",
    tense:
      "Expansion and restraint take turns in your life, so you may alternate between risk and retreat, confidence and doubt. Opportunity can seem to arrive just when you are not ready for it. Learning when to push and when to consolidate turns this tension into practical wisdom.",
    quincunx:
      "Your hopes and your sense of duty keep asking to be renegotiated, so plans for growth collide with existing obligations. You may feel forced to choose between freedom and security when you need both. Small, realistic steps toward large goals keep each of them in view.",
  },
  'jupiter-uranus': {
    conjunction:
      "A conjunction of Jupiter and Uranus around your birth places you in a wave of people restless for progress and eager for breakthroughs. Personally, you may enjoy sudden lucky breaks and a love of freedom, travel or new ideas. Keep some ballast on board, since enthusiasm for the new can outrun common sense.",
    flowing:
      "Openness to change brings you opportunities through innovation, unusual contacts or a flash of inspiration. You can read the future in present trends. Use those progressive instincts to start things, and let steadier people help you sustain them.",
    tense:
      "Restlessness can tempt you to throw over commitments in search of something freer or bigger. Sudden enthusiasms arrive and vanish. Asking whether a change adds to your life, rather than merely interrupting it, lets you grow without needless chaos.",
    quincunx:
      "The wish to grow and the wish to be free keep tripping over each other, so new plans can feel both thrilling and unsettling. Your beliefs may shift abruptly. Gradual experiments let you test new paths without upending everything you have.",
  },
  'jupiter-neptune': {
    conjunction:
      "Jupiter and Neptune stood together when you were born, a signature you share with a generation marked by idealism and spiritual hunger. For you personally, faith, compassion and imagination run wide, and you can inspire others with a vision of something better. Grounding your dreams in facts keeps generosity from sliding into gullibility.",
    flowing:
      "Imagination and faith flow easily, giving you compassion, artistic vision and an intuitive sense of meaning. Inspiration may come through religion, music, travel or service. Let that vision guide you, and pair it with practical follow-through.",
    tense:
      "Big dreams and uncertain facts can lead you to overidealize causes, people or plans. You may give too much, or believe too readily. Discernment, rather than cynicism, protects your generous spirit and lets it do real good.",
    quincunx:
      "Spiritual longings and everyday aspirations do not fit easily, so you may drift between causes or feel that none is quite right. Too many ideals can scatter your energy. Choosing one concrete way to serve brings clarity and a sense of progress.",
  },
  'jupiter-pluto': {
    conjunction:
      "Your birth falls close to a meeting of Jupiter and Pluto, which you share with peers who carry an instinct for influence and large-scale change. In your own life there may be an ambition to make a real impact and a talent for rising after setbacks. Power used generously becomes leadership; used greedily, it isolates.",
    flowing:
      "Strategic vision and deep determination combine to give you an instinct for success and for regeneration after loss. You can influence others and spot opportunities hidden from view. Use this capacity for enterprises that benefit more people than yourself.",
    tense:
      "A drive to control outcomes or to win big can lead to clashes with authorities or to ambitions that become obsessive. You may believe your way is the only right one. Respecting other people's power and examining your motives transforms ambition into constructive influence.",
    quincunx:
      "Ambition and conscience keep needing adjustment, as if your drive for influence never quite matches your sense of purpose. You may overextend yourself in pursuit of success. Reflecting on why you want power helps you use it wisely.",
  },
  'saturn-uranus': {
    conjunction:
      "Saturn and Uranus met around the time of your birth, handing your generation the task of making change last. You can be both traditional and radical yourself, building new structures with discipline. The inner tension between security and freedom is your creative engine rather than a flaw.",
    flowing:
      "Structure and innovation cooperate, so you can introduce new ideas within existing systems and give reform a practical shape. You respect tradition without being its prisoner. Engineering, science or social improvement all suit this combination.",
    tense:
      "Old and new collide within you, and you may swing between clinging to security and breaking free. Authority figures and rebels both show up in your story. Creating structures that allow for change, instead of resisting either side, builds lasting progress.",
    quincunx:
      "Stability and freedom never settle comfortably together, so routines can feel stifling and change unnerving. Nervous strain may result from living with both, especially at work. Setting aside predictable time for experiment, a hobby or a side project where you make the rules, eases the tension considerably.",
  },
  'saturn-neptune': {
    conjunction:
      "Saturn and Neptune were joined at your birth, linking you to a generation that watches old certainties dissolve and tries to make dreams real. In your own life imagination meets discipline, giving you the patience to build a vision step by step. Watch for pessimism when ideals disappoint; it passes.",
    flowing:
      "Discipline and imagination cooperate, so you can give form to dreams, whether in art, spiritual practice or a social cause. You are practical about ideals and idealistic about work. Use this to build something lasting out of inspiration.",
    tense:
      "Doubt and disillusionment can erode the structures you rely on, or strict realism may crush a tender dream. You may fear chaos, or feel that nothing is truly solid. Accepting uncertainty while keeping steady commitments brings both faith and resilience.",
    quincunx:
      "Responsibilities and longings keep asking for adjustment, so duty can feel like sacrifice and dreaming like escape. Vague fatigue or unease may signal that the balance has slipped. Clear priorities and gentle self-discipline let you serve both without resentment.",
  },
  'saturn-pluto': {
    conjunction:
      "Your generation was born under a meeting of Saturn and Pluto, an encounter with endurance, power and the rebuilding of institutions. In you it shows as great staying power and the capacity to come through hard times intact. Take care not to shoulder burdens that belong to someone else.",
    flowing:
      "Endurance and depth combine, giving you the ability to work steadily through crises and to rebuild after losses. You understand how power structures work and can use them constructively. Long, patient transformation is where this strength shows best.",
    tense:
      "Pressure and control shape your life, perhaps through heavy responsibilities or encounters with harsh authority. You can become rigid, or fearful of loss. Releasing what cannot be held, and using your strength to rebuild, makes you quietly formidable.",
    quincunx:
      "Deep pressures and daily responsibilities keep grinding against each other, so you may feel weighed down by obligations you cannot easily name. Stress accumulates quietly over months. A periodic review of what you truly must carry, and what you could set down, lightens the load.",
  },
  'uranus-neptune': {
    conjunction:
      "The Uranus-Neptune conjunction of the late 1980s and 1990s marks a whole generation with idealism tied to networks, technology and new forms of spirituality. In you, imagination and innovation fuse into a sense that the world can be redesigned. Keep one foot on the ground as you explore.",
    flowing:
      "Intuition and innovation work together, so you sense emerging possibilities and can express unusual ideas with vision. Technology, art or spiritual exploration may draw you. Use this gift to imagine better futures and share them in terms others can follow.",
    tense:
      "Your generation met ideals and upheavals that did not agree, and personally you may feel torn between dreams of change and uncertainty about how to reach them. Confusion can follow sudden shifts. Grounding ideals in concrete action keeps you from disillusionment.",
    quincunx:
      "Intuition and the hunger for change keep misreading each other, so insights may arrive in unsettling ways. You may feel slightly out of step with your times. Quiet practices that let intuition settle before you act help you use new ideas well.",
  },
  'uranus-pluto': {
    conjunction:
      "Born under the Uranus-Pluto conjunction of the 1960s, you share with your generation a drive for radical change and a sharp awareness of power. You yourself may feel called to break old structures or to reinvent yourself more than once. Use that revolutionary energy with responsibility.",
    flowing:
      "Change and transformation work together, so you adapt to upheaval and can help bring about renewal. You understand why progress sometimes has to cut deep. Science, psychology and reform of social structures all benefit from this outlook.",
    tense:
      "Collective upheaval and personal transformation collide, so you may feel pushed into change or rebellion by forces larger than yourself. Struggles with institutions can arise. Choosing carefully where to direct your revolutionary energy keeps it creative rather than destructive.",
    quincunx:
      "A restless wish for change and a slower, deeper transformation rarely keep the same pace, so sudden shifts in direction can unsettle you. You may feel pulled apart by forces you cannot name. Letting change arrive in steps rather than upheavals keeps your footing.",
  },
  'neptune-pluto': {
    conjunction:
      "The Neptune-Pluto conjunction of the 1890s belongs to a generation that lived through the collapse of one world and the birth of another. For you it opens access to deep collective currents of faith and fear. Rooting your spiritual life in present relationships keeps it humane.",
    flowing:
      "Almost everyone born since the 1940s shares this long sextile, which links collective imagination with deep renewal, so on its own it describes your times more than your character. It becomes personal when it touches your Sun, Moon or an angle. There it lends a feel for hidden currents and the capacity to regenerate through faith or creativity.",
    tense:
      "Dreams and the drive to transform pull against each other on a vast scale, and personally you may feel caught in tides of collective change. Faith can be tested by loss. Holding to simple values and close relationships gives you ground to stand on.",
    quincunx:
      "Spiritual longing and the urge to transform keep asking for subtle adjustment, and you may sense change long before it arrives. Your intuition is deep but hard to articulate. Creative expression gives these undercurrents a form you can work with.",
  },
  'sun-ascendant': {
    conjunction:
      "The Sun was rising as you were born, so your identity shows plainly on the surface: you come across as vital, self-possessed and easy to pick out in a crowd. What you are and how you appear are nearly the same thing. Remember that you need not fill every room; your warmth carries without effort.",
    flowing:
      "Who you are and how you come across agree, so first impressions tend to be accurate and favorable. People read your intentions without much explanation, and you rarely have to perform. Use that ease to step forward whenever your purpose calls for visibility, rather than waiting to be asked.",
    tense:
      "Your core self and your outward manner do not match at first glance, so people may misjudge what you are about. When it is the square, work or home keeps tugging at your self-image; when it is the opposition, the Sun sits near the Descendant and you discover yourself through partners. Let others mirror you without handing them your light.",
    quincunx:
      "Your sense of purpose and the way you present yourself need regular fine-tuning, and strangers may misread your intentions. It can feel as though your personality does not quite show what you mean. Adapting your manner to each setting while keeping your aims steady gradually closes the gap.",
  },
  'sun-midheaven': {
    conjunction:
      "Near the top of the chart, the Sun seeks a visible life: you want to be known for what you do, and leadership or public roles suit you. Career is a large part of how you experience yourself. Choose work that expresses who you are, and let recognition follow as a result rather than a proof of worth.",
    flowing:
      "Career and identity support each other, so what you do in the world tends to express who you are. Recognition comes through honest effort rather than display. Follow vocations that use your natural strengths, and your reputation grows almost on its own.",
    tense:
      "Personal purpose and public demands pull in different directions, and a role may ask you to be someone you are not. If the Sun opposes the Midheaven it sits near the foot of the chart, so home, family and private life gather much of your energy, and a public path may ripen later. Honoring both callings brings wholeness.",
    quincunx:
      "Self and profession require ongoing adjustment: you may take roles that fit other people's expectations better than your own nature. Changes of career can be part of your story. Check every few years whether your work still reflects the person you are becoming.",
  },
  'moon-ascendant': {
    conjunction:
      "Feelings are written on your face, since the Moon was rising when you arrived: you are receptive, responsive and quick to pick up the mood of a place. People sense your emotional weather and often feel looked after by you. Because you absorb atmospheres so readily, a calm home base is essential to your balance.",
    flowing:
      "Emotion and manner blend naturally, so you come across as warm, approachable and sympathetic. Strangers confide in you without quite knowing why. Let that openness guide your relationships, while remembering that your own needs deserve the same gentle attention you give others.",
    tense:
      "Inside and outside can tell different stories: what you feel and what you show diverge, and others may misread you. A square ties your moods to home and public life; an opposition places the Moon on the Descendant, where you seek emotional security through partners. Learning to nurture yourself, not only to be nurtured, restores the balance.",
    quincunx:
      "Moods and self-presentation keep needing adjustment: you may look calm while feeling unsettled, or emotional when you meant to be composed. Your body often mirrors your emotional state. Gentle daily routines and honest expression help the inner and outer you line up.",
  },
  'moon-midheaven': {
    conjunction:
      "Public life takes on an emotional, caring quality when the Moon crowns the chart: work with people, with the public, in care, food or home-related fields may draw you. Reputation can rise and fall with public tides. A vocation that feeds your heart gives you lasting fulfillment.",
    flowing:
      "Emotional intelligence serves your career, because you know how to connect with an audience and respond to what people need. Work that nurtures, feeds or supports others comes naturally. Trust your instincts about timing; they are usually right about when to step forward.",
    tense:
      "Home and career pull against each other, and you may feel torn between family needs and professional demands. When the Moon opposes the Midheaven it sits close to the IC, the root of the chart, and private life carries special weight. Balancing the two on purpose prevents resentment building on either side.",
    quincunx:
      "Emotional needs and vocational aims need constant recalibration, so a job can look right on paper yet feel wrong in your gut. You may change roles to regain emotional balance. Paying attention to how you feel on ordinary workdays points you toward the right path.",
  },
  'mercury-ascendant': {
    conjunction:
      "Curiosity is the first thing people meet in you: Mercury close to the rising degree makes you observant, talkative and quick to size up a situation. You often seem younger than your years and enjoy being in the middle of an exchange. Nervous energy runs high, so give your busy mind regular quiet.",
    flowing:
      "Mind and manner cooperate, so you express yourself clearly and leave a bright, articulate impression. Small talk and learning both come easily in company. Put that gift for words to work connecting people, explaining things and opening doors for others as well as yourself.",
    tense:
      "Thoughts and self-presentation trip over each other, so you may speak before you mean to or feel your words come out wrong. Opposite the Ascendant, Mercury sits on the Descendant, and partners sharpen your thinking through conversation and debate. Patience with your own phrasing helps you say exactly what you intend.",
    quincunx:
      "People may not guess how much you are weighing behind a casual front, because thought and manner do not line up easily. Nervous habits show when you feel rushed or watched. A few seconds of pause before answering lets your real intelligence come through.",
  },
  'mercury-midheaven': {
    conjunction:
      "Communication shapes your public role: Mercury high in the chart points toward writing, teaching, trade, media or any work built on information. You may become known for your ideas or your voice. Keep learning throughout your life; versatility is your strongest professional asset.",
    flowing:
      "Words and ideas serve your ambitions, so you advance through skill, adaptability and clear explanation. Colleagues value how easily you make complicated matters understandable. Develop expertise you can share widely, through teaching, writing or advising.",
    tense:
      "Career plans and your way of thinking can clash, or you may struggle to explain your aims to people in authority. In opposition, Mercury is drawn down toward the IC, turning your thoughts often toward home and family matters. Writing your goals down plainly helps you move forward with conviction.",
    quincunx:
      "Mind and vocation need regular adjustment, and you may change fields or juggle several interests at once. Demanding work can fray your nerves. Concentrating on the skills that serve your long-term aims, and letting minor interests stay hobbies, steadies the path.",
  },
  'venus-ascendant': {
    conjunction:
      "Grace shows at first meeting: Venus rising gives you an attractive presence, good manners and a wish to keep things harmonious. People warm to you readily, and you have an instinct for looking and sounding right. The desire to please can be strong, so remember that your worth does not depend on approval.",
    flowing:
      "Charm comes naturally to your outward style, so you make a favorable impression and smooth awkward social moments. Beauty and diplomacy are part of how you meet the world. Use the gift to bring people together, not only to be liked yourself.",
    tense:
      "The wish for harmony and the way you present yourself do not always agree, so you may feel pressure to be liked or to look a certain way. In opposition, Venus rests on the Descendant, drawing attractive partners and putting relationships at the center of life. Valuing yourself apart from any partner is the key.",
    quincunx:
      "Aesthetics and self-image keep needing small corrections; your appearance or manner may not quite reflect your inner taste. Relationships can reshape how you present yourself more than you expect. Modest changes of style or surroundings restore your sense of being at ease in your skin.",
  },
  'venus-midheaven': {
    conjunction:
      "Venus at the summit of the chart gives your public image grace and charm, and a vocation tied to beauty, art, diplomacy or working with people. Recognition tends to come through good relations rather than force. Choose work you genuinely love, and success follows more easily.",
    flowing:
      "Career benefits from your taste, charm and good relationships with colleagues and superiors. Artistic, social or hospitality professions suit you well. Cultivate connections and let your aesthetic sense guide the quality of whatever you produce.",
    tense:
      "Pleasure and ambition can quarrel, leaving you torn between career and love, or between what pays and what pleases. With Venus opposing the Midheaven, down by the IC, your affections center on home and family. Giving each its own time helps you thrive in both.",
    quincunx:
      "Values and professional path need ongoing adjustment, and you may repeatedly ask whether your career reflects what you love. Workplace relationships can be delicate. Bringing beauty, courtesy or harmony into your working environment helps the two come into line.",
  },
  'mars-ascendant': {
    conjunction:
      "Energy and directness are what people notice first: Mars rising makes you assertive, active and quick to move. You meet life head-on, often with a competitive streak and a taste for physical challenge. Sport or hard physical work gives that drive a healthy outlet, and a breath before reacting avoids needless fights.",
    flowing:
      "Confidence and vigor show in your manner, so you come across as capable and courageous without seeming aggressive. You act decisively when others hesitate. Use that energy to lead, to start things and to stand up for people who cannot yet stand up for themselves.",
    tense:
      "Drive and self-presentation clash, so you can seem more combative than you mean to be. If Mars opposes the Ascendant it sits on the Descendant, and partners may be forceful or relationships a place of heat and argument. Expressing anger cleanly and early helps you connect rather than fight.",
    quincunx:
      "Energy and manner keep needing adjustment: you may hold back when you want to act, or rush when you meant to stay calm. Tension can collect in the body. Regular exercise and a sense of timing about when to push help the two work as one.",
  },
  'mars-midheaven': {
    conjunction:
      "Ambition burns hot with Mars at the top of the chart: you want to achieve, lead and be known for what you do. Competitive, physical or pioneering fields suit you. Patience with authority and a sense of fair play protect a reputation you work hard to earn.",
    flowing:
      "Career goals and raw energy cooperate, so you work hard and advance through initiative rather than waiting for permission. You lead with courage and decisiveness. Choose paths where action and challenge are rewarded, and you will rarely feel stuck.",
    tense:
      "Conflict with bosses or rivals may mark your working life, and you can push too hard or feel blocked at every turn. From the opposition, Mars lies near the foot of the chart, bringing energy, and sometimes strife, into home life. Aiming drive at constructive goals avoids battles you do not need.",
    quincunx:
      "Your professional path and your drive need frequent adjustment; the pace of your career may frustrate you, or you overextend at work. Stress tends to show up physically. Balancing effort with real rest keeps your ambition sustainable over the long run.",
  },
  'jupiter-ascendant': {
    conjunction:
      "Warmth and optimism make a large first impression: Jupiter rising gives you a generous, expansive presence and a love of exploration. Others often see you as lucky, confident or wise beyond your years. Moderation in promises and pleasures keeps that bigness attractive rather than overwhelming.",
    flowing:
      "Generosity and good humor shine in your manner, so people find you encouraging and easy to like. Opportunities often arrive through your social ease and your readiness to say yes. Use that optimism to lift others, and it tends to come back to you.",
    tense:
      "A wish to grow and your self-image can clash, so you may overestimate yourself or feel held back from who you could be. Opposite the Ascendant, Jupiter falls on the Descendant, often bringing generous partners and fortunate alliances. Learning from others without leaning on them entirely keeps the benefit real.",
    quincunx:
      "Expansive tendencies and personal style need regular recalibration; you may take on too much, or feel your presence does not match your aspirations. Overcommitment can show up as fatigue. Tuning ambitions to what you can actually enjoy restores a sense of ease.",
  },
  'jupiter-midheaven': {
    conjunction:
      "Jupiter at the top of the chart favors a public life that grows: teaching, travel, publishing, law or leadership can all carry you forward. You may be seen as a mentor or benefactor. Staying grounded and ethical lets your reputation keep growing steadily.",
    flowing:
      "Good fortune in career often comes through optimism and a broad view. You inspire colleagues and tend to attract supportive mentors. Pursue work that feels meaningful, and growth follows more readily than it does for most.",
    tense:
      "Big ambitions can collide with practical limits or with personal life, and you may overreach professionally. An opposition puts Jupiter close to the IC, the chart's foundation, giving a generous home life and deep family support. Growing at work without neglecting home brings real fulfillment.",
    quincunx:
      "Career and aspiration keep slipping out of alignment, so you may chase openings that do not quite fit who you are. Promises at work can outgrow your time. Realistic planning helps your optimism land where it does the most good.",
  },
  'saturn-ascendant': {
    conjunction:
      "Reserve colors your first impression: Saturn rising makes you appear mature, responsible and perhaps shy or formal. Life may have felt heavy early on, yet you tend to grow lighter and more at ease with age. Recognizing the authority you already have helps you relax into it.",
    flowing:
      "Steadiness shows in your bearing, so people trust your reliability and competence almost at once. You approach life patiently and build a solid reputation over time. Let that calm dependability support others, and allow yourself some lightness as well.",
    tense:
      "Caution and self-doubt clash with how you want to come across, and you can seem sterner than you feel. When Saturn opposes the Ascendant it sits on the Descendant, bringing serious, older or demanding partners and a strong sense of duty in relationships. Patience and clear boundaries make those bonds last.",
    quincunx:
      "A sense of duty shadows the way you present yourself, so you can feel stiff or self-conscious in company. Physical tension builds when you are trying hard to get things right. Gentle routines, and accepting yourself as a work in progress, ease the pressure.",
  },
  'saturn-midheaven': {
    conjunction:
      "Responsibility defines your public path: Saturn at the top of the chart carries the potential for authority and lasting achievement, usually after long effort. Early setbacks teach resilience rather than mark a ceiling. Integrity is your surest foundation, because your reputation is built to last.",
    flowing:
      "Discipline and ambition support each other, so you build a sound professional standing through reliability. Leadership tends to come to you over time rather than all at once. Stay patient; steady progress is your particular strength.",
    tense:
      "Career obstacles and tangles with authority can slow your progress, or family duties may weigh on your ambitions. In opposition, Saturn occupies the lowest point of the chart, pointing to heavy responsibilities at home or a serious family background. Persistence and clear priorities let you build a stable life on both fronts.",
    quincunx:
      "Duty and vocation keep needing adjustment; work can feel burdensome, or your direction uncertain, even when you are doing well. Obligations accumulate quietly. Reassessing your goals every few years keeps effort pointed where you actually want to go.",
  },
  'uranus-ascendant': {
    conjunction:
      "Originality shows immediately: with Uranus rising you come across as distinctive, independent and a little unpredictable. You may look, dress or act differently from the people around you. Embrace that uniqueness, and offer enough consistency that others know they can rely on you.",
    flowing:
      "Independence and inventiveness come across in a friendly way, so you seem fresh and forward-looking rather than odd. People appreciate your open mind. Use that ease to introduce new ideas without alienating those who move more slowly.",
    tense:
      "A need for freedom unsettles your self-image, leaving you restless or rebellious in ordinary settings. Set opposite the Ascendant, Uranus sits on the Descendant and attracts unusual partners or sudden shifts in relationships. Allowing space within closeness keeps your bonds both lively and stable.",
    quincunx:
      "Your individuality and your way of meeting the world keep needing adjustment, and you may feel out of place or jittery in company. Abrupt changes of look or direction come in bursts. Grounding routines help you stay centered while you experiment.",
  },
  'uranus-midheaven': {
    conjunction:
      "An unconventional working life is likely with Uranus at the top of the chart: reformer, inventor, specialist or freelancer, known for doing things differently. Career changes may come suddenly. Following your own calling, rather than a standard ladder, brings the most satisfaction.",
    flowing:
      "Innovation and career goals work together, so you bring new methods to your field and advance through originality. Technology, science or progressive causes may attract you. Trust your independent approach; it is part of what makes you valuable.",
    tense:
      "Restlessness and rebellion can disrupt your career, leading to clashes with employers or abrupt changes of path. If Uranus opposes the Midheaven it stands by the IC, and home life may be unsettled or unconventional. Work that allows freedom reduces upheaval in both places.",
    quincunx:
      "Conventional roles leave you restless, because your independence and your professional path never quite agree. You may do your best work outside standard hours or structures. Flexible arrangements, or a side project of your own, let you thrive.",
  },
  'neptune-ascendant': {
    conjunction:
      "A dreamy, elusive quality surrounds you: Neptune rising makes you sensitive, compassionate and sometimes hard to read. Others tend to project their hopes onto you, seeing what they wish to see. Firm boundaries and creative outlets help you stay yourself while remaining open to people.",
    flowing:
      "People find you gentle, understanding and a little enchanting, because intuition and compassion show in your manner. Artistic or spiritual interests come naturally and shape your style. Let imagination inform how you present yourself, while your word stays dependable.",
    tense:
      "Your self-image can blur, and you may feel misunderstood or unsure how you come across. Facing the Ascendant from the Descendant, Neptune in opposition may lead you to idealize partners, or to meet people who are elusive or in need of rescue. Clear eyes in relationships protect your tender heart.",
    quincunx:
      "Sensitivity and outward style keep needing adjustment: you absorb other people's moods and may feel unsure how to present yourself. Your energy can ebb and flow without warning. Regular rest and simple boundaries help you stay clear about where you end and others begin.",
  },
  'neptune-midheaven': {
    conjunction:
      "Your public image carries something idealistic or mysterious when Neptune crowns the chart, drawing you toward art, healing, spirituality, film or service. Career direction may be hazy for long stretches. Clear values and small practical steps keep the dream grounded enough to grow.",
    flowing:
      "Creative or helping professions may bring you success, since imagination and compassion support your career. People sense your ideals and trust them. Follow inspiration, while someone, you or a colleague, keeps an eye on practical details.",
    tense:
      "Confusion about direction or reputation can arise, and you might idealize a career and then feel disillusioned. With the opposition, Neptune lies near the foot of the chart, blurring family boundaries or leaving a longing for a perfect home. Concrete goals, written down and reviewed, help you navigate the fog.",
    quincunx:
      "Between your dreams and your profession lies a gap that keeps shifting, and you may drift between jobs or feel quietly unfulfilled at work. Ideals can make ordinary tasks seem pointless. Finding one concrete way to serve what you believe in brings both direction and peace.",
  },
  'pluto-ascendant': {
    conjunction:
      "Intensity marks your presence: Pluto rising gives you a magnetic, private aura and the capacity to remake yourself from the ground up. Others may find you powerful, guarded or hard to read. Trusting yourself, and trusting others step by step, helps you use that power wisely.",
    flowing:
      "Depth and resilience show in your bearing, so people sense your strength and your discretion. You can change a situation without raising your voice. Let your insight into what drives people guide your dealings with them, generously rather than strategically.",
    tense:
      "Power shapes how you meet the world, which can make you guarded or controlling when you feel exposed. If Pluto opposes the Ascendant it sits on the Descendant, drawing intense partners and relationships that transform you. Equal footing and honesty keep power struggles from taking root.",
    quincunx:
      "Intensity and outward style need ongoing adjustment; you may feel exposed, or misread by people who sense your depth without understanding it. Periods of inner change can alter how you look and act. Patience with your own metamorphosis eases the process.",
  },
  'pluto-midheaven': {
    conjunction:
      "Ambition runs deep with Pluto at the top of the chart: you want to influence and transform, and your career may involve power, research, crisis or regeneration. Your reputation may go through major changes over a lifetime. Ethical use of influence earns you lasting respect.",
    flowing:
      "Depth and determination support your career, so you can achieve real influence and make significant changes. You often work best behind the scenes. Bring your strategic sense to projects that matter to you and to others.",
    tense:
      "Power struggles with authority or within your career may arise, and you may feel driven to prove yourself at any cost. An opposition places Pluto at the root of the chart, near the IC, pointing to deep family dynamics and transformation at home. Understanding those roots frees you to act on your own terms.",
    quincunx:
      "Control and vocation need adjustment, and your career direction may go through upheavals you did not plan. Each one asks you to release an old identity at work. Trusting the process of change, while keeping your skills sharp, helps you land well.",
  },
};

// PairKey in types.ts also admits reversed and self pairs ("moon-sun", "sun-sun") that are never looked
// up; the precise key set above is what this table must cover, and the compiler checks it does.
export const aspects = texts as InterpretationLibrary['aspects'];
