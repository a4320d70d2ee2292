// The personal planets, Sun to Mars, in aspect to the Ascendant and the Midheaven: rising, on the
// Descendant, culminating or on the IC, and by square, trine, sextile and quincunx.
import type { AngleAspectTexts } from '../authored-types.js';

export const personalAngleAspects: Pick<AngleAspectTexts, 'sun' | 'moon' | 'mercury' | 'venus' | 'mars'> = {
  sun: {
    ascendant: {
      conjunction:
        "A rising Sun puts your identity right on the surface. What you are is what people see: you radiate vitality, and your sense of purpose is visible in how you stand, speak and start things. Others often look to you to take the lead, and you recover your strength by acting as yourself. The difficulty is that self-expression can become self-absorption, and you may take any criticism of your manner as an attack on your core. Shine, and leave room in the conversation for other lights.",
      opposition:
        "With the Sun on the Descendant, you discover who you are through other people. Partners, close collaborators and even rivals carry your light at first, and you may be drawn to strong, confident figures who seem to have the self-assurance you are still building. Marriage and partnership are central to your life story. The risk is living through a partner's purpose. Relationships are your school, and the lesson they teach is to claim as your own the qualities you admire in the person opposite.",
      trine:
        "The Sun's trine to your Ascendant lets your sense of self flow straight into the way you present yourself. Your purpose and your manner agree, so people quickly understand who you are and tend to like what they see. Confidence comes without much strain, and you make a good first impression almost by default. Because this comes so naturally, you may never test it against real difficulty. Put that easy self-assurance behind something that asks more of you than charm, and it becomes genuine authority.",
      square:
        "The Sun squares your Ascendant and, across the chart, your Descendant, so your core purpose and the way you meet people, both in first contact and in close partnership, pull in different directions. You may feel that the self you present is not quite the self you are, or clash with partners over whose way prevails. The friction is productive: it pushes you to become more visible and more honest. Work at a manner that tells the truth about your aims.",
      sextile:
        "A sextile from the Sun to the Ascendant gives your personality a quiet, usable strength. When you choose to step forward, people respond well, and opportunities open through conversation, friends and small initiatives. The link will not do the work for you: confidence grows as you use it. Volunteer for the visible task, speak first now and then, and you will find that your sense of self and your public manner reinforce each other more each time.",
      quincunx:
        "There is an awkward gap between your Sun and your Ascendant. Who you are at the core and how you come across never quite line up, and people may misread your intentions or underestimate you at first. You can spend energy adjusting your manner, and your vitality dips whenever you force a front. Small daily choices, in routine, clothing, how you introduce yourself, slowly bring the outer you into line with the inner.",
    },
    midheaven: {
      conjunction:
        "A culminating Sun makes your vocation and your identity almost the same thing. You are meant to be seen in your work, and ambition, recognition and a visible position matter deeply to you. Leadership roles find you, and your reputation tends to grow around your name. The father or a strong parent often shaped this drive. The danger is a self that exists only in public. Aim high, and keep a private life in which you are not the role.",
      opposition:
        "With the Sun on the IC, your light burns brightest at home. Your identity is rooted in family, origins and private life, and much of your sense of purpose is built quietly, away from public view. You may come into your own later in life, and the home you create is a real achievement. A parent, often the father, shapes your roots strongly. Career still matters, but it rests on inner foundations you must tend first.",
      trine:
        "With the Sun trine your Midheaven, identity and career support each other with little strain. Purpose and vocation agree, so you tend to choose work that suits your nature, and authorities often look on you kindly. Recognition comes without frantic striving. The risk is settling into a comfortable rank below your ability because nothing forces you higher. Use the goodwill you attract to aim for something harder than what comes easily.",
      square:
        "Your Sun squares the Midheaven and the IC, the axis of career and home, so what you want for yourself collides with what public life or family expects of you. Friction with bosses, a parent or the demands of the job drives much of your ambition, and a sense of having to prove yourself can be strong. The tension is fertile: it builds a career by effort rather than luck. Choose your battles with authority and let them sharpen your direction.",
      sextile:
        "The Sun's sextile to the Midheaven gives your public life a reliable opening. When you put yourself forward, people in a position to help you tend to notice, and contacts, colleagues and friends often bring career chances. These openings need your initiative. Apply, propose, show your work: each time you make your purpose visible, the path upward becomes a little clearer.",
      quincunx:
        "Your Sun and your Midheaven sit at an uneasy angle, so your sense of self and the career you pursue often feel mismatched. You may succeed in roles that do not express who you are, or find that your real purpose has no obvious job title. Stress from this shows up in daily work and energy levels. Adjust steadily: reshape the role, add a side path, and keep checking whether the work still fits.",
    },
  },
  moon: {
    ascendant: {
      conjunction:
        "A rising Moon puts your feelings on your face. You are responsive, receptive and quick to mirror the mood of whoever is in front of you, and people sense at once that you care. Your appearance and energy may shift with your emotional weather, and the mother or early home left a visible imprint on your manner. Others confide in you easily. Because you react so openly, you need places where you can rest unseen and let the tide go out.",
      opposition:
        "With the Moon on the Descendant, you seek emotional security through partners. You are drawn to people who nurture you, or who need nurturing, and relationships can become a kind of home, with all its comfort and dependence. Your moods often rise and fall with those of the people closest to you. You offer great empathy in partnership. Learn to meet your own needs as well, so that love is chosen rather than needed.",
      trine:
        "A trine from the Moon to your Ascendant lets feeling flow gently into your manner, so your feelings and your outward behaviour are in easy agreement. People find you approachable and warm without being overwhelmed, and you adapt smoothly to new places and faces. Your instincts about people are usually sound. The ease can make you too accommodating. Trust those instincts, and let them guide you toward what you need, not only toward what pleases others.",
      square:
        "The Moon squares your Ascendant, so your feelings and your public manner quarrel. You may look composed while churning inside, or find your moods spilling out at the wrong moment. Close partners can stir old family patterns. This friction makes you emotionally alert and, in time, resilient. Notice what you feel before you enter a room, and give your needs a place in the day instead of hiding them behind the front.",
      sextile:
        "The Moon in sextile to your Ascendant gives you a natural rapport that grows when you use it. You can sense what people need and respond kindly, and friendships and neighbourly ties open emotional support when you reach out first. The gift asks for small acts: the call, the invitation, the shared meal. Make those gestures regularly, and the warmth you feel becomes a warmth others can see.",
      quincunx:
        "Your Moon and Ascendant are out of step. What you feel and how you present yourself rarely match, and you may be told you seem fine when you are not, or fragile when you feel strong. Emotional strain tends to surface through sleep, digestion and daily rhythms. Adjusting is constant work: eat and rest on a schedule that respects your moods, and name your feelings rather than expecting your face to show them.",
    },
    midheaven: {
      conjunction:
        "A culminating Moon puts your emotional life on public view. You are drawn to work that cares for people, and the public responds to you as it would to a familiar face. Careers in care, food, housing, history or any field that meets everyday needs suit you, and popularity is possible. Your reputation can rise and fall like a tide, and a parent, often the mother, shaped your ambitions. Protect some privacy for the feelings your role cannot hold.",
      opposition:
        "With the Moon on the IC, home and family are the foundation of everything. Your emotional security is rooted in a place, a people and a past, and you may move house often in search of the right one or stay deeply bound to where you began. The mother's influence runs deep. You need a real home to function in the world. Build it deliberately, and let it be yours rather than a copy of the one you came from.",
      trine:
        "The Moon trine the Midheaven lends your career the support of good instincts. You sense what the public needs and tend to find work that feels emotionally right, and colleagues and clients warm to you. Family often backs your path. The ease can make you stay where you feel comfortable rather than where you could grow. Use your feel for people as a professional skill and let it take you further.",
      square:
        "The Moon squares your Midheaven, so emotional needs and professional demands collide. Home may pull against career, or moods affect your work at exactly the wrong time. A parent's expectations may have made ambition feel tangled with love. This tension teaches emotional management and the art of building a life that holds both. Make room for rest and family in your plans, and your career will stop fighting them.",
      sextile:
        "The Moon's sextile to your Midheaven offers useful openings between feeling and vocation. Work that involves people, care or everyday needs can grow from your instincts when you act on them, and family or friends may point you toward chances. You need to reach for these openings. Trust your sense of what people need and turn it into a service, a product, a role.",
      quincunx:
        "Your Moon and your Midheaven never fully agree. Work that looks right on paper may leave you emotionally empty, and what comforts you may not fit your career. The strain tends to show in your daily habits, especially as overwork. Constant small adjustments help: protect mealtimes and sleep, choose workplaces by how they feel, and let your needs shape your job rather than the reverse.",
    },
  },
  mercury: {
    ascendant: {
      conjunction:
        "A rising Mercury makes your mind your first impression. You come across as quick, curious and talkative, often youthful, with restless hands and an alert face, and you meet people by asking questions. Words are how you begin anything. You can talk your way into almost any room. The risk is nervous chatter that keeps people at the surface. Let your curiosity listen as well as speak, and your quick wit will earn trust as well as attention.",
      opposition:
        "With Mercury on the Descendant, you think best in dialogue. Partners and collaborators sharpen your mind, and you are drawn to clever, talkative people, often younger, or with something of a brother or sister about them. Contracts, negotiations and debate are part of your relationships. You may let the other person do your thinking, or argue for the sake of it. Seek partners who stretch your mind, and speak your own conclusions as well as answering theirs.",
      trine:
        "Mercury trine the Ascendant gives you fluent speech and an approachable intelligence. People understand you, and you understand them, so learning, selling and explaining come naturally. The ease can make you glib, satisfied with a quick answer. You think on your feet in interviews, introductions and first meetings. Deepen what you know, and your gift for communication will carry real weight.",
      square:
        "Mercury squares your Ascendant, so your thoughts and your manner do not always cooperate. You may speak too fast, say the wrong thing or be misunderstood, and arguments with partners often turn on words. The friction sharpens your mind over time. Think before you answer, write things down, and learn to say precisely what you mean; that discipline becomes a real strength.",
      sextile:
        "The sextile from Mercury to your Ascendant gives your personality a conversational opening. Talking, writing and learning bring you chances when you take the initiative, and neighbours, siblings and casual contacts can become useful allies. Use it deliberately: send the message, take the course, introduce yourself. Each exchange builds the reputation of a lively, helpful mind.",
      quincunx:
        "Mercury and your Ascendant sit at an awkward angle, so what you think and how you come across are slightly out of sync. People may not catch your meaning, or your nerves may show more than you wish. Mental strain spills into your daily habits, and worry can cost you sleep. Adjust continually: slow down, choose your words, and build routines that give your mind rest.",
    },
    midheaven: {
      conjunction:
        "A culminating Mercury puts your mind at the centre of your career. You are likely to be known for what you say, write, teach, sell or analyse, and a profession built on information, language or trade suits you. Your public image is clever and articulate, sometimes restless. You may change jobs often or run several roles at once. Let your ideas be seen, and build depth in one subject, so your reputation rests on substance as well as speed.",
      opposition:
        "With Mercury on the IC, your thinking is rooted in home and family. Much of your mental life happens in private, and family conversations, a sibling, a house full of books or inherited opinions shaped the way you think. You may work from home, or write about roots, places and history. Private study is your foundation. Bring your ideas out into the world when they are ready, rather than keeping them at the kitchen table.",
      trine:
        "Mercury's trine to the Midheaven makes the mind an easy ally of your career. Communication, learning and planning come naturally in your working life, and superiors appreciate your clarity. You may drift into writing, teaching, trade or administration without much struggle. Because it is easy, you may underrate it. Sharpen your skills deliberately and your career can rise on the strength of your mind.",
      square:
        "Mercury's square to the Midheaven and IC sets your thinking against authority or family expectations. You may argue with bosses, feel your ideas are dismissed, or find career decisions hard to settle because every option has a counterargument. The friction sharpens your voice. Learn to present ideas in terms others can accept, and argument becomes a professional asset.",
      sextile:
        "Mercury sextile the Midheaven opens practical doors in your working life. Contacts, courses, writing and well-timed conversations can advance you when you make the first move. Keep learning, keep in touch with people, and put your ideas on paper where others can find them; opportunities follow the message you actually send.",
      quincunx:
        "Mercury and your Midheaven sit at an awkward angle. Your way of thinking and the demands of your career do not quite match, so you may feel overqualified, misunderstood or bored at work, or buried in paperwork you did not choose. Mental overload can affect sleep and nerves. Adjust the role toward what your mind does best, and build short breaks into every working day.",
    },
  },
  venus: {
    ascendant: {
      conjunction:
        "Rising Venus gives you a charm people notice at once. You tend to be good-looking in an easy, agreeable way, with a feel for colour and clothes, and you meet the world by pleasing it: a smile, a compliment, a graceful gesture. Others relax around you. The risk is leaning on charm to avoid conflict, effort or an honest no. Enjoy your grace, and let it carry difficult words as well as pleasant ones.",
      opposition:
        "With Venus on the Descendant, love and partnership become the axis your life turns on. You are drawn to attractive, refined or artistic partners, and you find much of your happiness through relationships, though you may idealize the beloved or need a partner to feel complete. Marriage can bring comfort and even money. Value yourself as warmly as you value the person opposite, and choose for character as well as charm.",
      trine:
        "Venus trine your Ascendant gives you a warm, pleasant manner and a natural sense of style. People like you readily, and social life, flirtation and friendship come without much effort. The danger is complacency, relying on being liked. Use your ease with people to create something beautiful, or to bring others together.",
      square:
        "Venus in square to your Ascendant, and so to both ends of the horizon, sets your wish for love and harmony against the way you meet people and partners. You may try too hard to please, feel unsure of your attractiveness, or quarrel with partners over values and affection. The friction shows you what you truly want. Learn to hold your ground kindly, and love will feel less like a negotiation.",
      sextile:
        "The sextile from Venus to the Ascendant is a social opportunity waiting to be taken up. Courtesy, taste and an artistic touch open doors when you use them, through friends, gatherings and creative work. The chance needs a little initiative. Host the dinner, send the note, make the thing you would like to see, and affection grows around you.",
      quincunx:
        "Venus quincunx your Ascendant means that the way you want to be loved and the way you present yourself do not fit. You may feel unattractive or misread in love, and pleasures can harden into habits of sweet treats, spending or indulgence that do not really comfort you. Adjust with care: dress and behave in ways that feel authentic, and treat your body with kindness rather than reward.",
    },
    midheaven: {
      conjunction:
        "A culminating Venus makes beauty and goodwill the currency of your career. You may work in the arts, design, fashion, beauty, hospitality or diplomacy, and your public image is attractive and well liked. Success often comes through favour, charm and the right people liking you. A woman may play a key role in your rise. Guard against choosing comfort over challenge, and let your work show substance as well as grace.",
      opposition:
        "With Venus on the IC, love and beauty are rooted in home. You need a pleasant, harmonious home, and family life, or a loving parent, is often a source of deep happiness. You may put money and care into the house and garden, and the later years tend to be comfortable. Build a home you truly love, and let its peace nourish what you do in the world.",
      trine:
        "With Venus trine the Midheaven, your path at work tends to be smoothed by liking and good manners. Colleagues and superiors like you, you handle people gracefully, and you may succeed through art, taste or diplomacy. Money can come readily through your profession. Do not rely on favour alone; develop your talent, and your work will be valued as well as liked.",
      square:
        "With Venus square the Midheaven and the IC, love and career are pulled in different directions. You may feel torn between a relationship and ambition, between a pleasant life and a demanding one, or face tension over values with a boss or parent. This friction teaches you to join pleasure with duty, and to seek work that you actually enjoy.",
      sextile:
        "Venus sextile your Midheaven brings career chances through people and taste. Friends, partners and social occasions can advance your profession when you take part, and an eye for beauty can become a professional skill. Colleagues who become friends are a real asset here. Make the effort to connect, and let your aesthetic sense shape the work you offer.",
      quincunx:
        "Under the quincunx from Venus to your Midheaven, what you love and what your career demands are hard to reconcile. Your work may seem to lack beauty or joy, or romance and pleasure may interfere with duty. Adjust in small ways: bring art and comfort into the working day, and look for roles that honour your values.",
    },
  },
  mars: {
    ascendant: {
      conjunction:
        "Rising Mars makes you direct, energetic and assertive. People meet your drive before anything else, and you may have a strong, athletic body, a quick temper, or a face that colours the moment you are crossed. You begin things boldly and hate to wait. The risk is needless aggression and accidents from haste. Channel your energy into sport, physical work or a cause worth fighting for, and your courage becomes your signature.",
      opposition:
        "With Mars on the Descendant, conflict and desire come to you through others. You may attract assertive, fiery partners or open rivals, and relationships can be passionate, competitive and quarrelsome. It is easy to disown your own anger and meet it in the other person. Learn to state what you want directly, and partnership can become an alliance of two strong wills rather than a fight.",
      trine:
        "Mars in trine to your Ascendant puts energy easily at the service of your personality. You are energetic, confident and quick to act, with physical vitality that comes naturally, and people see you as capable and brave. Competition rarely frightens you. Don't waste the ease on small skirmishes: give your drive a goal worth the effort, and it will carry you a long way.",
      square:
        "When Mars squares the Ascendant it squares the Descendant too, so your drive runs up against the way you present yourself and against your partners. You may feel frustrated, quick to anger, or locked in repeated conflicts in relationships. The friction builds courage and stamina. Learn to direct your anger into action rather than argument, and choose your battles deliberately.",
      sextile:
        "The sextile from Mars to your Ascendant is a practical opening for action. Initiative, sport and plain courage bring results when you use them, and people respond well to your readiness to act. A team sport, a physical challenge or a bold proposal can each become the start of something larger. Take the first step yourself rather than waiting; the energy you put out opens doors.",
      quincunx:
        "Mars quincunx the Ascendant leaves your drive and your manner poorly matched. You may be read as aggressive when you feel calm, or passive when you are seething, and unspent anger can turn into tension or carelessness with your own body. Adjust through regular hard exercise and honest words spoken early.",
    },
    midheaven: {
      conjunction:
        "A culminating Mars makes your career the arena where your drive is seen. You are ambitious, competitive and determined to win, and you may be known for courage, initiative or conflict. Leadership, sport, the military, surgery, engineering or running your own business suit you. Clashes with authority are likely until you become the authority. Channel the fight into achievement, and your reputation will rest on what you get done.",
      opposition:
        "With Mars on the IC, your energy is rooted in home and family. Home life may have been busy, quarrelsome or full of building and repairs, and you may have had to fight for independence from a parent. You work off tension through projects around the house. Create a home that is active but peaceful, and let your private strength support your public life.",
      trine:
        "Mars trine the Midheaven lends your career plenty of fuel. You work hard, act decisively and achieve more easily than most, and superiors value your drive. Rivalry at work sharpens rather than rattles you. Don't take this vigour for granted: set ambitious goals, and your energy will carry you toward them.",
      square:
        "Mars square the Midheaven pits your drive against authority at one end of the axis and family at the other. You may fight with bosses, feel blocked in your career, or bring work anger home. This friction fuels ambition. Learn to channel frustration into effort rather than confrontation, and your career will profit from the fire.",
      sextile:
        "Mars in sextile to the Midheaven rewards initiative in your working life. When you act, compete or take a calculated risk, advancement tends to follow, and energetic colleagues become allies. Put your effort where it counts, and your readiness to act will be noticed by the people who decide.",
      quincunx:
        "Mars in quincunx to your Midheaven makes drive and career an uneasy fit. You may overwork, burn out, or feel your energy wasted on battles that are not yours. You may also find that the pace of the job never matches your own. Adjust your role toward tasks that use your strength, keep a physical outlet outside work, and treat rest as part of the job.",
    },
  },
};
