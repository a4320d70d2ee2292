// Life timing in English: Saturn's, Jupiter's and the nodes' cycles read through the chart.
import type { LifeTimingTexts } from '../life-timing-types.js';

export const lifeTiming: LifeTimingTexts = {
  title: 'Life timing',
  intro:
    'Saturn comes back to the place it held at your birth at {saturnAges}; Jupiter at {jupiterAges}; the lunar nodes at {nodeAges}. These ages are much the same for everyone, since the sky sets them; what the returns stir up differs from person to person and is written in the chart, so the dates below, up to your 90th birthday on {until} and with every crossing of a retrograde loop, are read for yours.',
  introNoTime:
    'Saturn comes back to the place it held at your birth at {saturnAges}; Jupiter at {jupiterAges}; the lunar nodes at {nodeAges}. These ages are much the same for everyone, since the sky sets them; what the returns stir up differs from person to person and is written in the chart, so the dates below, up to your 90th birthday on {until} and with every crossing of a retrograde loop, are read for yours. Each is given as the span that holds whatever hour you were born: the planets moved a little on {born}, so the exact day of a return can shift by a day or two.',
  columns: { event: 'Event', age: 'Age', dates: 'Exact dates', datesNoTime: 'Exact within (any hour of birth)' },
  events: {
    saturn_return: 'Saturn return',
    saturn_waxing_square: 'Saturn square (waxing)',
    saturn_opposition: 'Saturn opposition',
    saturn_waning_square: 'Saturn square (waning)',
    jupiter_return: 'Jupiter return',
    trueNode_return: 'Nodal return',
  },
  headings: { saturn: 'Saturn: returns and oppositions', jupiter: 'Jupiter returns', trueNode: 'The nodal return' },
  saturnSign: {
    aries:
      'With Saturn in Aries, your returns test whether you can act without waiting for permission and still finish what you start. The first return usually ends a stretch of false starts or of holding back out of fear of being wrong; what it asks for is the discipline to lead yourself. Impatience is the trap: the structures that last are the ones you build at your own pace, not in a rush to prove something.',
    taurus:
      'Saturn in Taurus ties your returns to money, the body and what you own. Around each return the question is what you can truly rely on: income, skills, the things and habits that keep you steady. It is a time to build security slowly, often by cutting what you keep out of inertia, and the reward is a kind of wealth nobody can take from you, because you earned every part of it.',
    gemini:
      'With Saturn in Gemini, your returns bring a reckoning with how you think, learn and speak. Scattered interests ask to become a real skill; loose words ask to become commitments you can be held to. Many people with this placement take up serious study, writing or a trade around a return, and find that the voice they doubted carries weight once they give it structure.',
    cancer:
      'Saturn in Cancer makes your returns a matter of home, family and emotional security. Each return asks what kind of home you are building and whose rules it follows, the family you came from or your own. Responsibility for parents or children often arrives then. The work is to become a source of care that does not depend on being cared for in return, and to let a softer self show through the shell.',
    leo:
      'With Saturn in Leo, your returns test how you take up space: creativity, recognition, love and children. Around a return the need to be seen meets the discipline it takes to deserve it, and a talent long kept private may ask to be put to real work. The trap is pride that fears looking foolish; the reward is an authority that needs no applause.',
    virgo:
      'Saturn in Virgo brings your returns down to work, health and daily routine. Around each return the body and the job tend to present the bill for habits that no longer serve; what is asked for is a method that fits your real capacity rather than a perfectionism that wears you down. Done well, this return leaves you with a craft you can trust and a rhythm you can keep for years.',
    libra:
      'Saturn is exalted in Libra, and your returns are tests of partnership and fairness. Around each return relationships are weighed: commitments are made or ended, contracts signed or dissolved, and balances of give and take that have tilted too long are corrected. The lesson is that a partnership endures when both sides carry their share, and that you may have to be the one who says so.',
    scorpio:
      'With Saturn in Scorpio, your returns reach into what is hidden: shared money, debts, inheritance, intimacy and power. Around a return old fears or dependencies come to the surface to be dealt with once and for all. It can be a demanding time, but it tends to end with a hard-won self-control and a trust in others that is chosen rather than forced.',
    sagittarius:
      'Saturn in Sagittarius makes your returns a test of belief. Around each return the ideas you have lived by, inherited or borrowed, are checked against experience; some are dropped, and what remains becomes a philosophy you can stand behind. Study, travel, teaching or publishing often take serious shape then, and a vague sense of meaning becomes a direction.',
    capricorn:
      'Saturn rules Capricorn and works at full strength there, so your returns are milestones of career and standing. Around each return you take stock of what you have built and whether it is truly yours; a change of position, title or responsibility is common. The work is to carry authority without becoming rigid, and to let ambition serve a life rather than consume it.',
    aquarius:
      'Saturn also rules Aquarius, and your returns test your place among people: friends, groups, the causes you belong to. Around each return some circles fall away and others become a real community. The task is to turn independence into a principled contribution, being yourself within a group instead of outside it, and to give your ideals a form that others can join.',
    pisces:
      'With Saturn in Pisces, your returns ask you to give shape to what is formless: faith, imagination, compassion and the need to retreat. Around a return, escapes that used to help may stop working, and a real practice, spiritual, artistic or of service, asks to take their place. The reward is the ability to feel deeply and still hold firm boundaries.',
  },
  saturnHouse: {
    1: 'Standing in your first house, Saturn makes each return personal: your body, appearance and the way you meet the world are reshaped, and you often come out of it looking and acting older in the best sense, more serious and more your own.',
    2: 'Saturn stands in your second house, so each return settles accounts with money and self-worth: income is restructured, spending disciplined, and you learn what your skills are truly worth.',
    3: 'In your third house Saturn brings each return into daily thinking, studies, contracts and the people nearest you, brothers, sisters and neighbours; a course taken or a way of speaking changed then tends to stick.',
    4: 'With Saturn in your fourth house, each return touches home and family first: a move, a house bought or sold, care for a parent, or the decision to build a foundation of your own.',
    5: 'Saturn in your fifth house makes each return a test of love affairs, children and creative work: what you create or raise asks for commitment, and play turns into something lasting.',
    6: 'Standing in your sixth house, Saturn brings each return into work routines and health: the job is reorganised, and the body insists on habits that will carry you through the next thirty years.',
    7: 'With Saturn in your seventh house, each return is played out in partnership: marriage, divorce, a business partner, a contract that binds; the other person becomes the mirror in which you see your own maturity.',
    8: 'Saturn in your eighth house ties each return to shared resources and deep bonds: debts, loans, inheritances, a partner\'s money, and the trust an intimate tie depends on are all put in order.',
    9: 'With Saturn in your ninth house, each return runs through study, travel, law or belief: a degree, a move abroad or a profession of teaching often takes shape around it.',
    10: 'Saturn in your tenth house places each return at the top of the chart, in career and public standing: promotion, a change of profession or the moment you take full responsibility for your path.',
    11: 'Standing in your eleventh house, Saturn makes each return a reckoning with friends, networks and long-term goals: some alliances end, and the ones that last become real support.',
    12: 'With Saturn in your twelfth house, each return works partly out of sight: rest, retreat, inner work or care for others clears what the past left behind, and the visible results follow in the years after.',
  },
  saturnContact: {
    sun: {
      conjunction: 'Saturn sits on your Sun, so its returns come back to the core of who you are: every passage reshapes your identity and the way you carry authority.',
      hard: 'Saturn presses on your Sun in the birth chart, and each of its passages reopens the old tension between what you want to be and what is demanded of you, asking you to resolve a little more of it.',
      soft: 'Saturn supports your Sun in the birth chart, so its passages tend to reward steady effort: work done patiently around a return pays back in standing and self-respect.',
    },
    moon: {
      conjunction: 'Saturn sits on your Moon, so its passages reach your emotional life directly: they bring sober moods, family duties and, in the end, a steadier heart.',
      hard: 'Saturn presses on your Moon at birth, and each passage stirs the feeling of having to manage alone; the task then is to let yourself be supported while you take responsibility.',
      soft: 'Saturn supports your Moon at birth, so its passages tend to strengthen your emotional footing: home and family matters settled then stay settled.',
    },
    mercury: {
      conjunction: 'Saturn sits on your Mercury, so each passage sharpens the mind: a good time for serious study and for words you mean to stand by.',
      hard: 'Saturn presses on your Mercury, and each passage tests your ideas and your confidence in saying them; criticism then is worth hearing, but not worth silencing you.',
      soft: 'Saturn supports your Mercury, so its passages favour planning, contracts and study that pays off for years.',
    },
    venus: {
      conjunction: 'Saturn sits on your Venus, so its passages weigh love and money together: relationships and finances are made more solid, or let go of.',
      hard: 'Saturn presses on your Venus at birth, and each passage asks whether a relationship or a way of spending is worth its cost; the answer is often a more honest commitment.',
      soft: 'Saturn supports your Venus at birth, so its passages tend to make lasting bonds: commitments in love or business made then age well.',
    },
    mars: {
      conjunction: 'Saturn sits on your Mars, so each passage disciplines your drive: energy has to be rationed and aimed, and it achieves more for it.',
      hard: 'Saturn presses on your Mars at birth, and each passage can feel like pushing against a wall; patience and a better plan work where force does not.',
      soft: 'Saturn supports your Mars at birth, so its passages give stamina: long efforts started then are carried through.',
    },
    ascendant: {
      conjunction: 'Saturn sits on your Ascendant, so its passages change how you come across and how you look after your body.',
      hard: 'Saturn presses on your Ascendant, and each passage asks you to renegotiate how you present yourself and what you allow others to ask of you.',
      soft: 'Saturn supports your Ascendant, so its passages tend to lend you gravity and credibility in the eyes of others.',
    },
    midheaven: {
      conjunction: 'Saturn sits on your Midheaven, so its passages are landmarks of career: rises and tests of reputation follow its rhythm closely.',
      hard: 'Saturn presses on your Midheaven, and each passage questions your direction in the world: ambitions that are not truly yours tend to give way then.',
      soft: 'Saturn supports your Midheaven, so its passages tend to bring recognition for work done over years.',
    },
  },
  rules: {
    saturn: 'Saturn also rules the part of your chart that holds {matters}, and each of its passages puts that in order as well.',
    jupiter: 'Jupiter also rules the part of your chart that holds {matters}, so its returns open doors there too.',
  },
  houseMatters: {
    1: 'your body and the way you meet the world',
    2: 'your money and possessions',
    3: 'your studies, siblings and daily contacts',
    4: 'your home and family',
    5: 'your love affairs, children and creative work',
    6: 'your work routine and health',
    7: 'your partnerships and marriage',
    8: 'shared money, debts and intimacy',
    9: 'travel, higher learning and belief',
    10: 'your career and public standing',
    11: 'your friends and long-term goals',
    12: 'solitude, rest and inner life',
  },
  mattersJoin: ' as well as ',
  saturnOppositionHouse:
    'Halfway between returns, Saturn stands opposite its natal place, crossing {house}, where {matters} are: what you have built meets the world\'s answer, and this is where the pressure is felt, a point for adjusting the plan rather than abandoning it.',
  saturnOpposition:
    'Halfway between returns, Saturn stands opposite its natal place: what you have built meets the world\'s answer, and other people often bring the test, a point for adjusting the plan rather than abandoning it.',
  saturnSquares: 'Saturn also squares its natal place at {ages}: smaller checkpoints of the same cycle, listed in the table above.',
  jupiterSign: {
    aries: 'With Jupiter in Aries, your Jupiter returns favour beginnings: a new venture, a bold move, a chance you take on your own initiative tends to grow when started near a return.',
    taurus: 'Jupiter in Taurus makes your Jupiter returns years of material growth: income, property and comfort increase most when you invest steadily rather than speculate.',
    gemini: 'With Jupiter in Gemini, your returns open doors through learning, writing, trade and contacts: a course, a book or a new circle of acquaintances started then pays off.',
    cancer: 'Jupiter is exalted in Cancer, and your returns tend to bless home and family: a move, a larger home or a new member of the family often arrives near one.',
    leo: 'With Jupiter in Leo, your returns bring chances to shine: creative work, love and visibility grow, as long as generosity keeps pace with pride.',
    virgo: 'Jupiter in Virgo makes your returns practical: better work, a useful skill, improved health, gains that come from doing ordinary things well.',
    libra: 'With Jupiter in Libra, your returns widen your life through others: partnerships, marriage, collaborations and legal agreements tend to bring the growth.',
    scorpio: 'Jupiter in Scorpio makes your returns times of deep renewal and of other people\'s resources: investment, inheritance, shared ventures and a braver intimacy.',
    sagittarius: 'Jupiter rules Sagittarius, and your returns are journeys in every sense: study, travel, teaching and a larger view of life arrive at full strength.',
    capricorn: 'Jupiter in Capricorn grows slowly and surely: your returns reward long work with position and responsibility, rarely with windfalls.',
    aquarius: 'With Jupiter in Aquarius, your returns expand your circle: friends, networks and causes bring opportunities you would not find alone.',
    pisces: 'Jupiter also rules Pisces, and your returns deepen faith, imagination and compassion; help tends to arrive when you stop forcing things.',
  },
  jupiterHouse: {
    1: 'Jupiter stands in your first house, so each return begins a new chapter of personal growth: confidence, health and a readiness to take up more room in the world.',
    2: 'With Jupiter in your second house, each return tends to raise income or bring a new source of it, and teaches what you value enough to keep.',
    3: 'Jupiter in your third house makes each return a time of learning and connection: courses, writing, short journeys and siblings bring opportunities.',
    4: 'With Jupiter in your fourth house, each return favours home and family: a bigger home, a move, a family that grows or a stronger sense of belonging.',
    5: 'Jupiter in your fifth house makes each return generous to love, children and creativity: romance, a birth or a creative success often marks one.',
    6: 'With Jupiter in your sixth house, each return improves daily work and health: a better job, a helpful colleague or a healthier routine.',
    7: 'Jupiter in your seventh house brings each return through partnership: marriage, an important collaboration or an ally who opens doors.',
    8: 'With Jupiter in your eighth house, each return can bring other people\'s money into play (investment, credit, inheritance) and a deeper trust in a close bond.',
    9: 'Jupiter in your ninth house makes each return a widening of horizons: travel abroad, higher study, publishing or a new outlook.',
    10: 'With Jupiter in your tenth house, each return is a career opportunity: promotion, recognition, a more visible role.',
    11: 'Jupiter in your eleventh house makes each return a time of friends and ambitions: a supportive group, a mentor, a long-held goal within reach.',
    12: 'With Jupiter in your twelfth house, each return works quietly: retreat, spiritual study or service to others brings the real gains, and protection comes from unseen quarters.',
  },
  nodeSign: {
    aries: 'Your North Node is in Aries and the South Node in Libra, so each nodal return calls you to choose for yourself instead of keeping the peace, and rewards the courage to go first.',
    taurus: 'With the North Node in Taurus and the South Node in Scorpio, each nodal return asks you to step out of crisis and intensity and build something simple and durable.',
    gemini: 'Your North Node is in Gemini and the South Node in Sagittarius, so each nodal return asks you to trade certainties for questions and to learn by listening.',
    cancer: 'With the North Node in Cancer and the South Node in Capricorn, each nodal return calls you from status and duty toward home, family and feeling.',
    leo: 'Your North Node is in Leo and the South Node in Aquarius, so each nodal return asks you to step out of the group and put your own heart and creativity forward.',
    virgo: 'With the North Node in Virgo and the South Node in Pisces, each nodal return asks you to turn dreams into daily practice and useful work.',
    libra: 'Your North Node is in Libra and the South Node in Aries, so each nodal return teaches cooperation: what you achieve with others counts more than what you win alone.',
    scorpio: 'With the North Node in Scorpio and the South Node in Taurus, each nodal return asks you to let go of what is safe and comfortable and to accept deep change.',
    sagittarius: 'Your North Node is in Sagittarius and the South Node in Gemini, so each nodal return calls you from gathering information toward finding meaning and a direction.',
    capricorn: 'With the North Node in Capricorn and the South Node in Cancer, each nodal return asks you to leave the shelter of the familiar and take responsibility in the world.',
    aquarius: 'Your North Node is in Aquarius and the South Node in Leo, so each nodal return calls you from personal recognition toward friendship, community and a shared aim.',
    pisces: 'With the North Node in Pisces and the South Node in Virgo, each nodal return asks you to loosen control, trust what cannot be measured and serve something larger.',
  },
  nodeHouse: {
    1: 'Your North Node stands in the first house and the South Node in the seventh, so each nodal return asks you to stop living through partners and to act in your own name.',
    2: 'With the North Node in the second house and the South Node in the eighth, each nodal return asks you to earn and own rather than depend on shared resources or crises.',
    3: 'Your North Node is in the third house and the South Node in the ninth, so each nodal return draws you from grand ideas toward learning, talking and the people close at hand.',
    4: 'With the North Node in the fourth house and the South Node in the tenth, each nodal return calls you from career and status toward home, family and inner security.',
    5: 'Your North Node is in the fifth house and the South Node in the eleventh, so each nodal return asks you to step out of the crowd into love, play and creative risk.',
    6: 'With the North Node in the sixth house and the South Node in the twelfth, each nodal return asks you to come out of retreat into useful work and a healthy routine.',
    7: 'Your North Node is in the seventh house and the South Node in the first, so each nodal return teaches partnership: the next step is taken together.',
    8: 'With the North Node in the eighth house and the South Node in the second, each nodal return asks you to share, to merge resources and to accept transformation.',
    9: 'Your North Node is in the ninth house and the South Node in the third, so each nodal return calls you beyond the familiar: study, travel and a larger view.',
    10: 'With the North Node in the tenth house and the South Node in the fourth, each nodal return calls you out of the home into a public role and a vocation.',
    11: 'Your North Node is in the eleventh house and the South Node in the fifth, so each nodal return calls you from personal dramas toward friends, groups and shared goals.',
    12: 'With the North Node in the twelfth house and the South Node in the sixth, each nodal return asks you to let go of control and busyness and make room for rest and the inner life.',
  },
  timeline: {
    saturn_return: {
      past: 'Saturn has already come back to its birth place {items}.',
      now: 'Your Saturn return at {age} is under way now: {exact}.',
      next: 'Your next Saturn return will come at {age}, {exact}.',
      later: 'After that Saturn will return at {ages}.',
    },
    saturn_opposition: {
      past: 'You have met the opposition {items}.',
      now: 'The opposition at {age} is in force now: {exact}.',
      next: 'The next opposition will arrive at {age}, {exact}.',
      later: 'Later oppositions will follow at {ages}.',
    },
    jupiter_return: {
      past: 'Jupiter has completed its circle {items}.',
      now: 'You are in a Jupiter return now, at {age}: {exact}.',
      next: 'Your next Jupiter return will come at {age}, {exact}; begin what you want to grow in the months around it.',
      later: 'Later ones will come at {ages}.',
    },
    trueNode_return: {
      past: 'The nodes came back to their birth places {items}.',
      now: 'Your nodal return at {age} is happening now: {exact}.',
      next: 'The next nodal return will come at {age}, {exact}.',
      later: 'Further ones will come at {ages}.',
    },
  },
  pastItem: 'at {age} ({when})',
  exactOn: 'exact on {dates}',
  exactPasses: 'one passage that the planet\'s loop makes exact {times}, as it turns back over the point and forward again, {passes}',
  passGroup: 'at {age} on {dates}',
  passDates: 'on {dates}',
  passGroupJoin: ', then ',
  passTimes: { 2: 'twice', 3: 'three times', 4: 'four times', 5: 'five times' },
  exactWithin: 'exact between {from} and {to}, as your hour of birth decides',
  exactNodeWobble: 'exact several times between {from} and {to}, as the node wobbles back and forth over its place',
  span: '{from} – {to}',
};
