// The bot's command menu in English as Telegram should receive it from setMyCommands: written out here,
// apart from the code under test, for the tests that check the menu the bot registers.
export const ENGLISH_COMMANDS = [
  { command: 'start', description: 'Link an order or start over' },
  { command: 'readings', description: 'Your readings' },
  { command: 'language', description: 'Choose English or Russian' },
  { command: 'help', description: 'What this bot does' },
  { command: 'terms', description: 'Terms of sale' },
  { command: 'support', description: 'Questions and help' },
  { command: 'paysupport', description: 'Payments and refunds' },
];
