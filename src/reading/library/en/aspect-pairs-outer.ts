// Natal aspects between Saturn, Uranus, Neptune and Pluto: brief, generational paragraphs, one per pair
// and aspect type, saying what the generation shares and how it shows in one person's life.
import type { PairsFrom } from '../authored-types.js';

export const outerPairs: PairsFrom<'saturn' | 'uranus' | 'neptune'> = {
  'saturn-uranus': {
    conjunction:
      "You were born in a year when Saturn and Uranus met, as in the late 1980s, and your generation is asked to build the new on solid ground. In you, caution and the urge to break free speak almost as one voice: you can be a disciplined innovator, yet torn between security and independence. Give every change a structure, and every structure a way to change.",
    opposition:
      "Your generation arrived while old order and new demands stood face to face, and you carry that tension. Saturn pulls you toward duty, tradition and what is proven; Uranus insists on freedom and reform. You may swing between the two or meet each in other people. Work on making change steady and tradition flexible, and you turn a generational split into a personal skill.",
    trine:
      "Saturn and Uranus cooperate in your chart, as they do for everyone born in these months, giving a knack for putting new ideas into practical form. You can respect experience while welcoming progress, and you often find a way to reform institutions from inside. This comes easily, so use it deliberately: let your sense of structure carry an idea that truly breaks ground.",
    square:
      "You belong to a group born when the pressure between the established order and the demand for change was sharp. Saturn square Uranus gives you an inner conflict between control and freedom, so you may cling to security and then break out of it abruptly. That friction can make you a resolute reformer. Change things step by step, rather than enduring until you explode.",
    sextile:
      "Saturn's sextile to Uranus, shared by those born in the same season, offers an opening to combine discipline and originality. You can modernize what already works and give shape to unusual ideas, especially in technical or organizational fields. The opportunity asks for effort: learn the rules thoroughly, then improve them, and people will trust your innovations because they rest on competence.",
    quincunx:
      "Saturn and Uranus meet at an awkward angle for your generation, and duty and freedom never quite fit. You may find that your routines feel confining and your breaks from them unsettling, especially at work. Keep adjusting rather than choosing once and for all: build some freedom into your obligations, and some order into your experiments, and review the balance regularly.",
  },
  'saturn-neptune': {
    conjunction:
      "Born under a Saturn-Neptune conjunction, as at the turn of the 1990s, you share with your generation the task of giving dreams a form. Idealism and realism are fused in you: you may alternate between faith and disillusionment, but you can also make the invisible concrete, in art, care or spiritual discipline. Test your ideals in practice, and let practice stay open to inspiration.",
    opposition:
      "Your generation was born as hard reality and dissolving ideals faced each other, and you may feel that pull personally. Saturn asks for structure, facts and responsibility; Neptune asks for faith, compassion and escape. Others may play one role while you play the other. Balance means building real boundaries around your compassion, and allowing a little poetry into the plans you make.",
    trine:
      "Saturn and Neptune in trine give your generation a quiet talent for making ideals practical. You can organize compassion, bring discipline to creative work and stay grounded in spiritual matters without losing sensitivity. It may feel too ordinary to notice. Use it: a charity run well, a disciplined art practice or a patient service are where this aspect shows its value in your life.",
    square:
      "You share with those born near you a tension between what is real and what is hoped for. Saturn square Neptune can bring fear of chaos, doubts about your ideals, or disappointment when dreams meet limits. It also gives a hard-won realism about illusions. Check your fears as carefully as your hopes, and give your ideals a concrete first step rather than waiting for perfect conditions.",
    sextile:
      "Saturn's sextile to Neptune offers your generation a chance to give form to vision. You can combine patience with imagination, structure with empathy, in work such as design, healing, film or social care. Effort is needed to bring the two together. Choose one inspiration and commit to it over time, and you will see it become something others can use.",
    quincunx:
      "Saturn and Neptune are awkwardly placed for your generation, so duty and ideals need constant adjustment. You may feel that responsibilities drain your sensitivity, or that your compassion undermines your structure, often through work and health routines. Review regularly where you give too much or too little, and keep both realism and faith within reach.",
  },
  'saturn-pluto': {
    conjunction:
      "Saturn joined Pluto in the year you were born, as in 1982 and 2020, and your generation carries a sense of weight and endurance. In you, discipline and intensity are fused: you can work with relentless determination, survive hard times and rebuild structures from the ground up. The shadow is rigidity. Build what lasts, and loosen your grip where it is not needed.",
    opposition:
      "Your generation was born as authority and deep forces of change pulled against each other. Saturn opposite Pluto can make you meet power struggles through institutions, bosses or partners, and feel pressured between duty and compulsion. It also gives stamina and seriousness under pressure. Notice where you resist control out of habit, and where real responsibility requires you to stand firm.",
    trine:
      "Saturn and Pluto in trine give your generation a steady capacity for hard, deep work. You can persist, concentrate and restructure things patiently, often in fields like research, management or reconstruction. This strength is easy to overlook because it works quietly. Take on long-term tasks that others find too heavy; your endurance makes them possible.",
    square:
      "You share with your age group a friction between control and transformation. Saturn square Pluto can bring fear, power struggles and periods of hardship that test your resolve, and a tendency to hold on to structures that need to change. Yet it forges great strength and resilience. Let go of what has served its purpose before it is taken from you, and rebuild carefully.",
    sextile:
      "Saturn's sextile to Pluto offers your generation a chance to turn determination into real change. You can work steadily toward deep goals, reform institutions and manage resources well. The opportunity needs commitment. Choose a long project that matters, keep going past the first difficulties, and you will find your patience produces transformation.",
    quincunx:
      "Saturn and Pluto sit awkwardly for your generation, so responsibility and deep change do not mesh easily. You may feel pressured by work, control issues or a compulsion to do everything right. Adjustment comes through monitoring your workload and letting structures evolve, rather than forcing or resisting them. Pay attention to stress and rest regularly.",
  },
  'uranus-neptune': {
    conjunction:
      "You belong to the generation born around the Uranus-Neptune conjunction of the early 1990s, which merges the urge for freedom with spiritual and imaginative longing. Technology and dreams, rebellion and compassion blend in you and your peers. In your own life it can bring idealistic visions and flashes of inspiration that arrive without warning. Ground them: give your vision of a different world a practical project.",
    opposition:
      "The Uranus-Neptune opposition last occurred at the start of the twentieth century, so it appears only in the charts of the very oldest people alive. It sets the drive for freedom against the longing for transcendence. For one of those rare individuals it can mean ideals overturned and inspiration that arrives through other people. Keep faith with your vision while staying open to change.",
    trine:
      "Born with Uranus and Neptune in trine, as was much of the wartime generation, you carry an easy link between inspiration and innovation. Ideals and new ideas flow together, and you may have an intuitive grasp of social change or creative invention. For you it means a gift for imagining new ways of living and then finding the means to realize them. Trust that gift and share it.",
    square:
      "Your generation was born with Uranus square Neptune, as in the mid-1950s, a tension between freedom and ideals, reform and faith. It may show in your life as restlessness in spiritual matters, disillusionment with causes, or sudden changes in belief. The friction can drive creative and social experiments. Examine your ideals honestly, and act on the ones that survive.",
    sextile:
      "Uranus sextile Neptune marks generations born in the 1960s and again in the 2020s: an opportunity to combine innovation and imagination. You and your peers may be drawn to new forms of spirituality, art or technology serving ideals. Individually, it opens creative and intuitive possibilities that grow only when you pursue them. Follow your inspirations into practice.",
    quincunx:
      "Uranus and Neptune at a quincunx appear only in the charts of the very old, born in the early twentieth century. The awkward link between freedom and faith asks for ongoing adjustment: ideals and changes rarely coincide. Over a long life it shows as beliefs revised again and again. Stay curious and flexible, and let experience refine your vision.",
  },
  'uranus-pluto': {
    conjunction:
      "You belong to the generation born around the Uranus-Pluto conjunction of the mid-1960s, a time of revolution and upheaval. Your peers carry a drive for radical change and freedom from old structures. In your own story it can bring abrupt transformations and a restless intensity. Use this energy to reform what needs reform, not only to tear things down.",
    opposition:
      "The Uranus-Pluto opposition belongs to the turn of the twentieth century and no living generation carries it. It sets the urge for freedom against the forces of deep transformation. Were it to appear, it would mean meeting radical change through other people and through collective events. Respond by finding your own power to renew rather than resisting.",
    trine:
      "Uranus trine Pluto links freedom and transformation with ease, a signature of some born in the 1920s and of children born in the later 2020s. Your generation can change society without violent upheaval. In a single life it gives a knack for renewal and reinvention. Apply it consciously, and you can help others through change as well.",
    square:
      "Your generation was born under the Uranus-Pluto square, in the 1930s or again in the early 2010s, a time of sharp crisis and radical pressure. You carry an inner urge to break and to transform. It can bring sudden upheavals into your life and a strong drive for freedom and power. Direct it into constructive change rather than rebellion for its own sake.",
    sextile:
      "Uranus sextile Pluto marks those born in the 1940s and again in the 1990s: an opportunity to combine innovation with deep change. Your generation can renew institutions and technologies. For you, it offers chances for reinvention that need your effort. Take them, and use your inventiveness for lasting transformation.",
    quincunx:
      "Uranus and Pluto at a quincunx are rare in living charts, a mark of the very old born around the First World War. The awkward link between freedom and transformation asks for constant adjustment. In the life of someone who carries it, it shows as sudden changes that demand new habits. Stay adaptable, and let each change teach you something.",
  },
  'neptune-pluto': {
    conjunction:
      "The Neptune-Pluto conjunction belongs to the end of the nineteenth century, and no living person was born under it. It marks a deep merging of dream and power, the seed of a long historical cycle. In a personal chart it would mean that ideals and transformation are fused, working on a scale larger than one life.",
    opposition:
      "Neptune and Pluto have not stood in opposition for centuries, so no living person carries this aspect. It would set collective ideals against forces of deep transformation. In one person's chart it would describe collective change met through other people. Its meaning here is symbolic rather than lived.",
    trine:
      "A trine between Neptune and Pluto does not occur in the charts of people alive today; it belongs to a distant era. It would link collective ideals with deep transformation with ease. Symbolically, it suggests a calm sense that spiritual and psychological change flow together.",
    square:
      "No living generation carries Neptune square Pluto; this aspect belongs to other centuries than ours. It would mean a tension between collective ideals and the forces of power and transformation. As a symbol, it speaks of an inner struggle between faith and the urge for control.",
    sextile:
      "Nearly everyone born since the mid-twentieth century shares the long sextile between Neptune and Pluto, so it belongs to a vast span of generations. It links collective imagination with deep transformation: faith and power, dream and renewal. In one life it shows as an openness to spiritual and psychological growth. It matters personally when it touches a personal planet or angle.",
    quincunx:
      "A quincunx between Neptune and Pluto is not found in the charts of living people. It would describe an awkward fit between collective dreams and forces of transformation. Read symbolically, it speaks of an ongoing need to adjust ideals to the realities of power and change.",
  },
};
