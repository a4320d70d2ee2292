// Type declarations for petrovich (plain JS, no bundled types): the chain petrovich[gender][part][case]
// that declines a Russian first name, patronymic or surname.
declare module 'petrovich' {
  type PetrovichGender = 'male' | 'female' | 'androgynous';
  type PetrovichPart = 'first' | 'middle' | 'last';
  type PetrovichCase = 'nominative' | 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
  const petrovich: Record<PetrovichGender, Record<PetrovichPart, Record<PetrovichCase, (name: string) => string>>>;
  export = petrovich;
}
