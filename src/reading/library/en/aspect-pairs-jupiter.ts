// Aspects whose first planet is Jupiter (Jupiter–Saturn through Jupiter–Pluto), one text per pair and type.
// These last for months and are shared by everyone born then, so each says how you live the shared theme.
import type { PairsFrom } from '../authored-types.js';

export const jupiterPairs: PairsFrom<'jupiter'> = {
  'jupiter-saturn': {
    conjunction:
      "You were born at the start of a twenty-year social cycle, when hope and hard reality were joined, and the people of your cohort tend to take their ambitions seriously. In you, Jupiter fused with Saturn turns faith into a plan: you grow by building, one earned step after another, and you distrust success that comes too easily. The risk is swinging between large schemes and sudden caution. Let each ambition carry its own timetable, and judge your progress by the decade rather than the month.",
    opposition:
      "Your generation came of age between expansion and contraction, and you carry that tug personally. Jupiter opposite Saturn sets your optimism against your caution, and you may meet each side in other people: the mentor who urges you on, the authority who holds you back. Your strength lies in weighing a risk fairly, and you can make a shrewd judge or adviser. When you stall, it is usually because both voices are shouting at once. Write down the case for each, then act on the one that serves your long-term aims.",
    trine:
      "Many people born with you share an easy partnership between vision and structure, and in your life it shows as sound judgment about growth. Jupiter trine Saturn lets you expand steadily, with patience, and gives you a feel for which opportunities will last. Institutions, law, teaching and management may reward you. Because this balance comes naturally, you can become too comfortable with safe progress. Take one calculated risk that your prudence would normally veto, and let your steadiness carry it.",
    square:
      "You belong to a cohort that grew up with hope and restraint at odds, and you feel that friction in your own choices. Jupiter square Saturn can leave you alternating between overreaching and holding back, between faith in the future and fear of losing what you have. Yet the tension is productive: it pushes you to test your dreams against real limits, and what survives is solid. Avoid big decisions in either mood's extreme. Make plans when you feel balanced, and keep them modest enough to finish.",
    sextile:
      "Jupiter in sextile to Saturn, shared by your generation, gives you a quiet aptitude for turning opportunity into lasting structure. You can see what is worth growing and how to make it endure, and you may do well inside organizations, professions or long studies. Nothing here happens without effort. Seek mentors, accept responsibility early, and treat each promotion or opening as the start of work rather than its reward.",
    quincunx:
      "The generation you were born into has an uneasy fit between its hopes and its duties, and in you this becomes a constant adjustment between growth and obligation. Jupiter quincunx Saturn can make you feel guilty when you expand and restless when you consolidate. Daily habits are where it resolves. Give each week some time for learning or adventure and some for maintenance, and you will stop lurching between the two.",
  },
  'jupiter-uranus': {
    conjunction:
      "You were born during a meeting of growth and revolution that comes round about every fourteen years, and your generation tends to expect the future to arrive suddenly. Jupiter fused with Uranus gives you faith in change itself: you believe in new ideas, lucky breaks and leaps into the unknown, and sometimes they come. The difficulty is restlessness, and a habit of quitting whatever has stopped being exciting. Keep one long commitment alongside your experiments, so that the breakthroughs have somewhere to land.",
    opposition:
      "Your cohort was born as expansion and upheaval faced each other, and you tend to meet sudden change through other people: partners, friends or movements that open doors and then close them without warning. Jupiter opposite Uranus gives you a hunger for freedom and a talent for spotting new opportunities. It can also make you impulsive in your beliefs. Before following a visionary, ask where the plan will be in a year, and keep your own independence intact.",
    trine:
      "People born when you were share a lucky sense of timing with new ideas, and you carry it in your own way. Jupiter trine Uranus gives you an inventive optimism, an instinct for the right unconventional move, and friends who bring unexpected openings. Technology, travel and reform may suit you. Since these breaks arrive easily, you may not follow them up. When a door opens unexpectedly, walk through it and then stay long enough to build something.",
    square:
      "Your generation grew up with faith and rebellion straining against each other, and in your life it shows as a restless appetite for change. Jupiter square Uranus can make you leap at new beliefs, jobs or places, then leap again. You may clash with tradition or gamble on sudden ideas. The friction gives you the nerve to break with what no longer works. Build some continuity into your plans, and test a bold idea on a small scale before betting everything on it.",
    sextile:
      "Innovation, networks and the unexpected are where your cohort finds its openings, and Jupiter in sextile to Uranus gives you your share of them. You can learn quickly, adopt new tools and bring fresh thinking into familiar settings. Opportunities often come through friends or groups. They need to be acted on. Say yes to the unusual project, and let your curiosity become a skill rather than a passing enthusiasm.",
    quincunx:
      "Your generation's hopes and its urge for upheaval never quite line up, and you live this as constant small recalibrations. Jupiter quincunx Uranus can bring sudden shifts in work or belief that disrupt your routines, or a feeling that freedom and growth demand different things of you. Flexibility in your schedule and a steady core practice, something you do every day regardless, help you absorb change without being scattered by it.",
  },
  'jupiter-neptune': {
    conjunction:
      "Jupiter and Neptune met in the sky around your birth, a joining of faith and imagination that marks everyone born in those months with a longing for something larger than ordinary life. In you it shows as a visionary, compassionate streak and a readiness to believe. Teachers, retreats, music and charity can all feed it. So can gurus, schemes and escapes. Let your idealism serve real people in real places, and keep one sober friend who reads the small print for you.",
    opposition:
      "Belief and vision stood on opposite sides of the sky when you were born, and your cohort tends to look for the dream in someone else. For you that may mean a teacher, a cause or a partner who seems to hold the meaning you seek, followed by disillusionment when they turn out to be human. Jupiter opposite Neptune also gives real generosity and spiritual hunger. Place your faith in practices rather than personalities, and check what lies behind any inspiring promise.",
    trine:
      "A soft, generous spirituality runs through the people of your birth year, and in you Jupiter trine Neptune lets it flow into kindness, imagination and an instinctive tolerance of other faiths. Artistic inspiration and a talent for healing or charitable work may come naturally. Because none of this is a struggle, you can float from one interest to the next without committing. Choose one practice or cause and stay with it; the gift deepens only when it is used.",
    square:
      "Idealism and belief pulled in confusing directions in the year you were born, and in your own life Jupiter square Neptune can feel like a hunger for meaning that no single answer satisfies. It may lead to overoptimism, escapism or trust in people who have not earned it. The same friction powers compassion and creative vision of real scope. Test each promise before you hand over your money or your heart, and treat discernment as a spiritual practice in its own right.",
    sextile:
      "Jupiter in sextile to Neptune, shared by your cohort, offers a chance to grow through imagination, compassion and the inner life. Art, music, charity, pilgrimage and the study of belief are doors that stand ajar for you. They open fully only with effort: a regular meditation, a choir you attend each week, a cause you serve in the rain as well as the sunshine. Given that steadiness, vision matures into wisdom.",
    quincunx:
      "Around your birth, faith and the search for meaning sat at an awkward angle, and you may sense it as a vague unease about purpose that surfaces whenever life turns routine. Jupiter quincunx Neptune can lead you to overextend for others or to forget practical limits for the sake of an ideal. Regular rest, clear boundaries and simple daily rituals keep your compassion sustainable and your dreams within reach of your hands.",
  },
  'jupiter-pluto': {
    conjunction:
      "Growth and power fused in the sky when you were born, and people of your cohort often aim at influence on a large scale. Jupiter merged with Pluto gives you a deep urge to expand, transform and leave a lasting mark, and the persistence to do it. Wealth, research, politics and any field where fortunes are remade may call you. The risk is overreaching, or seeking control while calling it doing good. Use your ambition to regenerate what is failing, not to rule over it.",
    opposition:
      "Expansion and power faced each other across the sky in your birth year, and you are likely to encounter power from outside: institutions, ideologies or individuals of great influence who test your beliefs. Jupiter opposite Pluto can bring struggles over money, resources or convictions. Through them you learn to recognize manipulation and to claim your own authority wisely. Hold your convictions firmly without forcing them on anyone, and choose allies for their integrity, not their reach.",
    trine:
      "Those born in your months share a knack for growing through crisis, and in you Jupiter trine Pluto works smoothly: you regenerate after losses, see opportunity where others see ruin, and wield influence without strain. Finance, medicine, research and leadership in turbulent times can suit you. Because this power comes so easily, you may not notice how strongly it affects others. Let your faith in renewal help the people around you start again.",
    square:
      "Ambition and power ground against each other in the year of your birth, and in your own story Jupiter square Pluto may show up as a drive for more that keeps colliding with forces you cannot control. Crises of belief, battles over resources and bouts of compulsive expansion are possible. The friction also forges great resilience and the ability to remake your convictions after a fall. Watch for the moment ambition turns into obsession, and step back when it does.",
    sextile:
      "Depth is the growth route for people of your age group, and Jupiter in sextile to Pluto offers it to you through research, psychology, investment, or any long work that transforms what it touches. You can learn to use influence constructively and to find opportunity in change. The aspect stays dormant without commitment. Choose a field where patience compounds, and over the years your vision becomes a real force for renewal.",
    quincunx:
      "Your cohort's drive for growth and its brushes with power sit at an uneasy angle, and you may notice it as a nagging sense that success costs more than it should. Jupiter quincunx Pluto can push you into overwork or striving that never feels finished. Pause regularly to ask what you truly value, rest before you are forced to, and adjust your goals as often as your circumstances change.",
  },
};
