// Natal aspects: for each planet pair (and each planet with an angle) one text per aspect group.
// Every text is written for its own pair and group; no sentence is shared with any other text.
import type { InterpretationLibrary } from '../types.js';

export const aspects: InterpretationLibrary['aspects'] = {
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
      "Mind and identity are closely bound in you: what you think feels like part of who you are, so you speak with conviction and warmth. Ideas are personal to you, which lends your words authority. Learning to hear objections without feeling personally attacked is what turns that conviction into real wisdom.",
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
};
