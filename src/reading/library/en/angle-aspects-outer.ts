// The social and outer planets, Jupiter to Pluto, in aspect to the Ascendant and the Midheaven. On an
// angle even a generational planet is personal, so these texts speak to the individual, not the cohort.
import type { AngleAspectTexts } from '../authored-types.js';

export const outerAngleAspects: Pick<AngleAspectTexts, 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto'> = {
  jupiter: {
    ascendant: {
      conjunction:
        "Rising Jupiter gives you a large presence. You come across as generous, hopeful and expansive, the sort of person who laughs easily and fills a doorway, and many people with Jupiter here carry some extra weight or height. Strangers trust you, and luck often arrives through your own cheerful readiness to say yes. The shadow is excess: too many promises, too much of a good thing, a self-belief that outruns the facts. Let your faith in life be generous, and your commitments modest enough to keep.",
      opposition:
        "With Jupiter on the Descendant, growth comes through other people. Partners, advisers and even opponents tend to enlarge your life, and a marriage or business partnership can open a wider world, perhaps a foreign one. You may attract partners who are wise, well-travelled or simply larger than life. The risk lies in expecting a partner to supply all the meaning and optimism. Be grateful for what others bring, and give back in equal measure; generosity between equals is the real fortune here.",
      trine:
        "Jupiter trine the Ascendant lends your manner a natural goodwill. You come across as open, fair-minded and encouraging, and people tend to give you the benefit of the doubt. Doors open for you with little push, through teachers, travel or a good word from someone who liked you. The gift can make you casual about effort. Lean into the trust you inspire: teach, guide, take on something ambitious, and let your luck have a purpose.",
      square:
        "In the square from Jupiter to your Ascendant, which reaches the Descendant too, the appetite for more collides with the way you meet people and with your closest partnerships. You may overreach, promise too much on first meeting, or clash with partners over beliefs and freedom. Yet this restlessness pushes you to grow. Measure before you leap, and let your convictions be tested by the people who disagree with them.",
      sextile:
        "Jupiter's sextile to your Ascendant hands your personality openings for growth. Education, travel and friendly contacts bring chances when you reach for them, and a readiness to be cheerful and generous tends to be repaid. These gifts need effort: enroll, apply, say yes to the invitation abroad. Each time you act on your optimism, the horizon moves a little further out.",
      quincunx:
        "Jupiter's quincunx to your Ascendant leaves your wish to expand slightly at odds with the person you present. You may overextend yourself, take on more than your body can carry, or find that generosity leaves you drained. Excess shows first in your habits: one more plate, one more yes, one more project. Keep adjusting: scale your commitments to your energy, and let moderation be a form of faith.",
    },
    midheaven: {
      conjunction:
        "A culminating Jupiter promises a public life with room to grow. You aim high, often in law, teaching, publishing, travel, religion or any field that widens people's horizons, and recognition tends to come through goodwill and good timing. Your reputation is likely to be generous and optimistic. The danger is inflation: a career built on big promises, or success that breeds arrogance. Keep your ambitions grounded in real ability, and your good fortune will last.",
      opposition:
        "With Jupiter on the IC, blessings gather at home. Your roots may be in a large, generous or religious family, or in a home that felt like a small kingdom, and you may live in spacious houses or far from where you were born. Inner faith is your foundation. Later life is often better than early life. Make home a place of hospitality and meaning, and let that inner abundance steady your public life.",
      trine:
        "Jupiter's trine to the Midheaven smooths your path in the world. Career opportunities arrive through teachers, mentors or a reputation for fairness, and authorities tend to support you. You may rise without much strain. The ease can make you coast. Aim for a vocation worthy of your good fortune, and let it benefit others as well as yourself.",
      square:
        "Jupiter squares your Midheaven, so ambition and family, or belief and profession, pull against each other. You may aim too high, change career in search of meaning, or clash with authority over principle. The tension expands you. Temper ambition with realism, and your convictions will build a career rather than scatter it.",
      sextile:
        "Jupiter sextile the Midheaven links your career to learning, contacts and generosity. When you study, travel or help others, doors tend to open in your professional life. A mentor or a course abroad may be the turning point. Make the effort to grasp such chances, and your reputation will grow with each step you take toward wider work.",
      quincunx:
        "Jupiter and your Midheaven make an awkward pair, so your sense of meaning and your career never quite match. You may take on too much work, or feel that what you do lacks purpose. Adjust steadily: choose work that carries meaning, and keep your daily workload within sensible limits so that your rest does not pay for your ambition.",
    },
  },
  saturn: {
    ascendant: {
      conjunction:
        "Rising Saturn gives you a serious, reserved first impression. You may have seemed old as a child, and the world met you early with responsibility or restriction; your body and manner carry a certain gravity, and you rarely rush. People respect you before they warm to you. Confidence is built slowly here, through effort and endurance. As the years pass you grow lighter, and the discipline you learned becomes real authority. Allow yourself to be seen before you feel finished.",
      opposition:
        "With Saturn on the Descendant, partnership is serious business. You may marry late, choose an older or more responsible partner, or feel relationships as a weight and a test. Commitment matters deeply to you, and fear of rejection can make you guarded. Partners teach you maturity. Choose carefully, work at love patiently, and what you build with another person can last a lifetime.",
      trine:
        "Saturn trine the Ascendant lends your manner steadiness and reliability. People trust you, and you carry responsibility with quiet ease, often appearing more mature than your years. Structure comes naturally. The risk is caution that stops you from taking risks. Use your patience to build something lasting, and let yourself play now and then.",
      square:
        "Saturn's square to the Ascendant, felt equally at the Descendant, places obstacles between who you are and how you meet the world and your partners. Self-doubt, shyness or a heavy sense of duty may hold you back, and relationships can feel like a trial. The friction forges character. Work steadily at confidence, and the walls you meet will become the structure you build on.",
      sextile:
        "The sextile from Saturn to your Ascendant offers an opportunity to grow through discipline. When you apply effort, commitment and patience, people respect you and results follow. Mentors and older friends may help. The chance needs your work, and it repays you with lasting confidence. A commitment kept over years does more for your self-belief than any burst of bravado.",
      quincunx:
        "Saturn meets your Ascendant awkwardly, so your sense of duty and your manner are at odds. You may feel burdened, stiff or self-critical, and you may carry stress as tightness in the body long before you admit to it. Adjust through sensible routines, rest and self-kindness, and let responsibility be shared rather than carried alone.",
    },
    midheaven: {
      conjunction:
        "A culminating Saturn makes your career a long, deliberate climb. You aim at authority, standing and mastery of a field, and you may be known as serious, exacting and hard to impress. Recognition usually comes later than you hoped and lasts longer than most. A demanding parent or early lack of support often lies behind the drive. The old warning attached to this position is a fall from a height reached by cutting corners. Build your reputation slowly and honestly, and it will hold your weight.",
      opposition:
        "With Saturn on the IC, your foundations were laid by duty. Home may have been strict, cool or short of money, and you may have carried a parent's burden, or felt a parent's absence, long before you were ready. Deep down you crave security and fear losing it. This is also the position of someone who builds a home, brick by brick, that finally holds. Tend your roots with patience, and let the later years give you the shelter the early ones did not.",
      trine:
        "Saturn in trine to the Midheaven supports your career quietly and reliably. You work steadily, accept responsibility without fuss, and authorities tend to trust you with more of it. Structure, planning and the long view are natural to you, and your progress is slow but secure. The risk is that caution keeps you in a safe position below your real capacity. Your discipline can take you further than you assume; set one goal that genuinely frightens you.",
      square:
        "Saturn squares your Midheaven, and so the IC as well, setting ambition against obstacles from authority or from family. You may meet delays, unfair superiors or heavy duties at home just when your career needs you, and the feeling of having to prove yourself again and again can be exhausting. This friction builds real mastery. Persist through the setbacks, learn the rules before you challenge them, and your achievements will be hard-won and durable.",
      sextile:
        "Saturn's sextile to your Midheaven offers career openings through discipline and structure. Formal training, a mentor, a professional qualification or a long-term plan bring advancement when you commit to them. These chances ask for steady work, not brilliance. Put in the hours and keep your word, and people in authority will begin to count on you.",
      quincunx:
        "Under Saturn's quincunx to the Midheaven, duty and vocation never sit comfortably together. You may overwork, take on responsibilities that belong to others, or feel that no amount of effort earns recognition, and the strain can show up as fatigue or stiffness. Adjust the load continually: delegate, say no, and build rest into your working week as firmly as any deadline.",
    },
  },
  uranus: {
    ascendant: {
      conjunction:
        "Rising Uranus makes you unmistakably yourself. You come across as original, quick and a little unpredictable, and people sense at once that you will not follow the usual script; your looks or style may be striking. Your life may have started with a jolt, and sudden turns remain part of your story. Freedom is a bodily need for you. The risk is rebellion as reflex, breaking things simply because they are expected. Be the original you are, and let it open doors for others as well as yourself.",
      opposition:
        "With Uranus on the Descendant, relationships arrive like weather fronts. You attract unusual, independent or erratic partners, and unions may begin and end suddenly. Part of you wants closeness and part of you wants an exit, and it is easy to let the partner play the restless one. You need relationships built on friendship and space. Own your own need for freedom, and love can become an adventure rather than a series of shocks.",
      trine:
        "Uranus trine the Ascendant gives your manner a natural originality. People see you as inventive, open-minded and refreshingly unconventional, and you adapt to change with unusual ease. Intuition arrives in flashes you can trust. Because being different costs you little, you may drift from one new thing to the next. Give your inventiveness a lasting project, and it will mark you out.",
      square:
        "Uranus in square to the Ascendant, and therefore to the Descendant too, sets your need for freedom against the way you present yourself and against close ties. You may feel nervous, jumpy or constrained, and partnerships can erupt into sudden change. The friction insists that you live authentically. Learn to change your life by stages rather than by explosion, and you keep what is good while freeing what is not.",
      sextile:
        "Uranus in sextile to your Ascendant makes innovation a doorway for your personality. New technology, unusual friends and groups with a cause bring chances when you reach for them. Your independence is attractive to the right people. Follow the odd idea, join the network, try the new tool; change works in your favour when you invite it.",
      quincunx:
        "A quincunx from Uranus to the Ascendant means that your hunger for freedom and your everyday manner keep grinding against each other. You may feel restless without knowing why, and nervous tension can disturb your sleep and your routines. Keep adjusting: build routines flexible enough to breathe in, and give yourself regular, safe outlets for the unexpected.",
    },
    midheaven: {
      conjunction:
        "A culminating Uranus points to an unconventional career. You may change direction suddenly, work in technology, science, astrology, reform or anything ahead of its time, and you may be known as an innovator or a maverick. Rigid hierarchies do not hold you. Your reputation can shift abruptly, for better or worse. Choose work that rewards originality and independence, and build enough stability underneath that a sudden turn becomes a leap rather than a fall.",
      opposition:
        "With Uranus on the IC, your roots are unsettled. You may have moved often, grown up in an unusual family, or faced a sudden break at home that changed everything. A part of you never quite feels settled in one place. You need a home that grants freedom, perhaps shared or unconventional. Build foundations you have chosen rather than inherited, and your restlessness becomes independence.",
      trine:
        "Uranus trine your Midheaven supports a career built on originality. You find unusual paths with ease, and change tends to help rather than harm your standing. Innovation is a talent you may not even notice. Colleagues may rely on you to see the next turn before it comes. Use it: bring new methods to old fields, and your inventiveness can become your signature.",
      square:
        "Uranus squares your Midheaven, so your need for freedom collides with career and family structures. Abrupt job changes, clashes with authority and upheavals at home are likely themes. The tension drives you to find your own vocation. Rebel with a plan, and let each break move you toward work that is truly yours.",
      sextile:
        "With Uranus sextile the Midheaven, career doors open through innovation and networks. Technology, groups and forward-thinking colleagues can advance you when you take part. Act on the new idea when it comes, even in a small trial at first; your willingness to experiment is exactly what the right opportunity rewards.",
      quincunx:
        "With Uranus quincunx the Midheaven, your need for independence never quite fits the career you have. You may feel restless or trapped at work, and quit on impulse. Adjust gradually: negotiate flexible hours, take on a side project, and give your originality a regular outlet before it demands a sudden exit.",
    },
  },
  neptune: {
    ascendant: {
      conjunction:
        "Rising Neptune gives you a soft, elusive, almost luminous presence. People see in you whatever they hope or fear, and you absorb the atmosphere of a room so fully that your own edges blur. There is often something artistic, dreamy or otherworldly in your looks and manner. Compassion comes easily, and so does confusion about who you are. You may be drawn to escape when the world is harsh. Give your sensitivity a form, through art, music or service, and keep firm boundaries, so you can be open without dissolving.",
      opposition:
        "With Neptune on the Descendant, partnership is a place of dreams. You may idealize partners, fall for people who need rescuing, or find that others are not who you believed, and disillusion can be painful. Yet you are capable of deeply compassionate, even spiritual love. The task is clear sight: love the real person, not the image, and ask for honesty as firmly as you give devotion.",
      trine:
        "Neptune trine your Ascendant gives you grace, imagination and a quiet empathy that people feel at once. You sense unspoken moods and respond kindly, and artistic or spiritual gifts come naturally. The ease can make you drift or avoid unpleasant truths. Give your imagination a discipline, and it can become a real vocation.",
      square:
        "The square from Neptune to your Ascendant and Descendant blurs the line between who you are and how others see you. You may feel misunderstood, be deceived in partnership, or lose your sense of self in other people's expectations. The confusion has a gift in it: compassion and imagination grow from it. Check facts, keep boundaries, and let your sensitivity serve rather than swamp you.",
      sextile:
        "The sextile from Neptune to your Ascendant makes imagination and compassion into openings. Art, music, spiritual practice and helping others bring chances when you take part. Your intuition is a resource when you act on it. Join the choir, volunteer, create, and your sensitivity becomes a bridge to other people.",
      quincunx:
        "Neptune's quincunx to your Ascendant makes your sensitivity an awkward companion to your everyday manner. You may be vague, easily drained, or prone to escape through sleep, screens or substances. Tiredness can creep in for no reason you can name. Adjust with grounding routines, honest rest and a clear limit on what you take in from others.",
    },
    midheaven: {
      conjunction:
        "A culminating Neptune gives your vocation a dreamlike quality. You may be drawn to film, music, art, healing, spirituality or work with the vulnerable, and your public image can be glamorous, elusive or shaped by what others project onto you. A clear career ladder may never appear; a calling might. Your reputation can be hurt by confusion or scandal. Serve an ideal you believe in, and keep your practical affairs transparent.",
      opposition:
        "With Neptune on the IC, your roots are misty. Family history may hold secrets, absences or a parent who was idealized, ill or hard to reach, and home can feel like a dream you keep trying to recover. You need a refuge, a quiet place for the inner life. Build a real home, not an imagined one, and let spiritual life be part of your foundation.",
      trine:
        "Neptune in trine to the Midheaven supports your vocation with imagination and compassion. Artistic, healing or spiritual work comes naturally, and the public may sense an ideal in what you do. The ease can leave you drifting without a plan. Give your inspiration structure, regular hours, a craft, a deadline, and it can become a career that sustains you as well as others.",
      square:
        "Neptune squares your Midheaven, so ideals cloud your career and your home. You may feel uncertain about your direction, be disappointed by authority, or face confusion about family. The friction asks you to distinguish dreams from plans. Check facts, choose work that serves your ideals, and your sensitivity becomes a professional strength.",
      sextile:
        "Neptune's sextile to your Midheaven brings career chances through imagination and service. Creative, caring or spiritual work can advance you when you pursue it. Your intuition about what people long for is a professional asset. Follow it with practical effort, a portfolio, a training, a first small commission, and the dream can become a job.",
      quincunx:
        "Neptune quincunx the Midheaven sets your ideals and your career slightly out of true with each other. You may feel lost at work, drained by it, or unsure what you are meant to do. Adjust steadily: find meaning in small daily tasks, protect your energy, and add creative or spiritual work alongside the job.",
    },
  },
  pluto: {
    ascendant: {
      conjunction:
        "Rising Pluto gives you an intense, magnetic presence. People sense power in you before you speak, and you may unsettle them without meaning to; your gaze is steady and you notice what others hide. Your life tends to move through crises that strip away one version of you and leave another, and your appearance may change markedly along the way. You guard yourself closely, and control can feel like safety. Use your strength in the open, and your capacity to be reborn becomes a kind of courage others borrow.",
      opposition:
        "With Pluto on the Descendant, partnerships are where power is tested. You attract intense, compelling and sometimes controlling people, and close relationships can turn into contests of will or into bonds that change both of you at the root. It is tempting to see all the power in the other person. Recognize your own depth and your own wish to control, and partnership becomes a place of transformation rather than a battlefield.",
      trine:
        "Pluto's trine to your Ascendant lends your manner a quiet, unforced power. People sense that you can handle hard things, and in a crisis you become calm and perceptive while others panic. You read motives accurately and recover from loss with surprising resilience. Because this depth costs you little, you may underuse it. Put your insight to work where people are going through real change; you can steady them.",
      square:
        "Pluto's square to the Ascendant, which is also a square to the Descendant, sets deep compulsions against the person you show and the partners you choose. Power struggles, jealousy or intense entanglements may recur, and at times you may feel pushed into a transformation you did not ask for. The friction is relentless and it makes you formidable. Face your own need to control, and the crises become the forge of a stronger self.",
      sextile:
        "Pluto sextile the Ascendant offers your personality chances to go deeper. Psychology, research, investigation or work with people in crisis bring openings when you engage with them, and your perceptiveness earns quiet influence. The gift needs your courage. Ask the real question, look under the surface, and you will find that others begin to rely on your insight.",
      quincunx:
        "Pluto's quincunx to your Ascendant keeps your inner intensity and the manner you show in uneasy contact. You may swing between over-control and exhaustion, or notice compulsive habits around food, work or order. Tension gathers quietly until it has to go somewhere. Adjust through honest reflection, perhaps therapy, and routines that let you release what you hold instead of gripping it tighter.",
    },
    midheaven: {
      conjunction:
        "A culminating Pluto makes your vocation a matter of power and transformation. You are drawn to positions of influence and to work that goes to the root: psychology, surgery, finance, research, investigation, politics, crisis management. Your reputation may rise and fall dramatically, and you may reinvent your career more than once. Others sense your intensity and may fear or follow it. Use power cleanly and for something larger than yourself, and you can change the field you work in.",
      opposition:
        "With Pluto on the IC, your roots run deep and sometimes dark. Family history may hold secrets, losses, power struggles or a parent whose influence was overwhelming, and home can become a place of intense change. Much of your strength is hidden, built in private. Face what lies beneath your family story, and your foundations can be rebuilt stronger than before.",
      trine:
        "With Pluto trine the Midheaven, your career draws on depth and staying power. You can handle pressure, reshape failing situations and gain influence without obvious effort, and people in authority recognize your strength. Because power comes easily, use it with care. Work that transforms something broken suits you, and your reputation will grow around that ability.",
      square:
        "Pluto squares your Midheaven, so power struggles arise with authority, and often with family too. You may face career crises, forced changes or a boss who tries to control you, and you may be tempted to fight fire with fire. The friction strips away false ambitions. Find what you truly want to achieve, and the power you earn will be your own.",
      sextile:
        "Pluto in sextile to your Midheaven opens career chances through depth and persistence. Research, strategy, psychology or work with shared resources can advance you when you commit fully. Take on the difficult problem others avoid, stay with it until you reach the bottom, and influence follows your willingness to look deeply.",
      quincunx:
        "Pluto and your Midheaven make an uneasy pair, so your need for control and the demands of your career do not fit. You may feel compelled to overwork, or drained by hidden politics in your workplace. Adjust carefully: let go of what you cannot control, choose work where intensity is useful, and keep your private life out of reach of the strain.",
    },
  },
};
