/**
 * The words generated catalogs are made of. Titles draw them with a skew (the first words of each
 * list most often), so, as in TMDB, many titles share a common word ("Night", "Love", "Dead") and a
 * search for one finds thousands. People's names are built from syllables, so a catalog of millions
 * has hundreds of thousands of distinct surnames and some shared ones, and no real person's name.
 */
export const TITLE_NOUNS = [
  "Night", "Love", "Man", "Girl", "House", "Life", "Day", "World", "Story", "Time", "Heart", "Death", "Dream", "Road", "City", "Home",
  "Blood", "King", "Woman", "Boy", "Secret", "War", "Game", "Summer", "Dark", "Christmas", "Moon", "Sun", "Fire", "Water", "Island",
  "Sea", "River", "Star", "Ghost", "Devil", "Angel", "Family", "Friend", "Child", "Father", "Mother", "Sister", "Brother", "Queen",
  "Prince", "Princess", "Hunter", "Killer", "Stranger", "Lady", "Gun", "Sword", "Shadow", "Light", "Storm", "Winter", "Spring",
  "Autumn", "Mountain", "Forest", "Garden", "Street", "Town", "Train", "Ship", "Bridge", "Wall", "Door", "Window", "Room",
  "Hotel", "School", "Party", "Wedding", "Funeral", "Journey", "Escape", "Return", "Revenge", "Justice", "Truth", "Lie", "Promise",
  "Memory", "Silence", "Voice", "Song", "Dance", "Music", "Money", "Gold", "Diamond", "Treasure", "Castle", "Empire",
  "Kingdom", "Legend", "Hero", "Monster", "Beast", "Dragon", "Wolf", "Dog", "Cat", "Horse", "Bird", "Snake", "Spider", "Zombie",
  "Vampire", "Witch", "Wizard", "Robot", "Alien", "Planet", "Galaxy", "Future", "Past", "Paradise", "Hell", "Heaven", "Sky", "Wind",
  "Rain", "Snow", "Ice", "Stone", "Glass", "Mirror", "Mask", "Doll", "Box", "Letter", "Book", "Picture", "Painting", "Dinner",
  "Weekend", "Holiday", "Birthday", "Affair", "Crime", "Case", "Trial", "Prison", "Border", "Frontier", "Desert",
  "Jungle", "Ocean", "Harbor", "Lighthouse", "Circus", "Carnival", "Factory", "Farm", "Village", "Valley", "Canyon", "Cave",
];

export const TITLE_ADJECTIVES = [
  "Last", "Dark", "Lost", "Little", "Big", "Dead", "Wild", "Black", "White", "Red", "Blue", "Golden", "Silent", "Secret", "Final",
  "First", "Second", "Perfect", "Broken", "Hidden", "Deadly", "Sweet", "Bitter", "Long", "Short", "Old", "New", "Young", "Great",
  "Strange", "Holy", "Wicked", "Lonely", "Happy", "Crazy", "Beautiful", "Cold", "Hot", "Endless", "Forgotten", "Invisible",
  "Eternal", "Midnight", "Savage", "Brave", "Quiet", "Loud", "Empty", "Burning", "Frozen", "Fallen", "Rising", "Shining", "Naked",
  "Dangerous", "Innocent", "Guilty", "Fatal", "Royal", "Magic", "Electric", "Atomic", "Cosmic", "Hollow", "Crimson", "Scarlet",
];

/** Words that follow a series' name in its later films ("Return", "Rising"), besides plain numbers. */
export const SEQUEL_WORDS = ["Returns", "Rising", "Reborn", "Resurrection", "Revenge", "Origins", "Legacy", "Reckoning", "The Beginning", "The Final Chapter", "Part II", "Part III"];

export const KEYWORD_WORDS = [
  "friendship", "revenge", "murder", "love", "based on novel", "woman director", "biography", "sequel", "duringcreditsstinger",
  "dystopia", "independent film", "sport", "suspense", "los angeles", "new york city", "london", "paris", "tokyo", "small town",
  "high school", "teenager", "family", "father son relationship", "mother daughter relationship", "police", "detective", "heist",
  "serial killer", "kidnapping", "prison", "escape", "war", "world war ii", "vietnam war", "cold war", "spy", "assassin", "hitman",
  "gangster", "mafia", "drug dealer", "corruption", "politics", "journalism", "lawyer", "courtroom", "doctor", "hospital",
  "musician", "band", "dancing", "painter", "writer", "photographer", "road trip", "car race", "airplane", "ship", "submarine",
  "space", "alien", "robot", "artificial intelligence", "time travel", "parallel world", "superhero", "magic", "witch", "vampire",
  "zombie", "ghost", "haunted house", "demon", "possession", "monster", "dinosaur", "shark", "island", "desert", "jungle",
  "mountain", "snow", "christmas", "halloween", "wedding", "funeral", "pregnancy", "divorce", "coming of age", "first love",
  "loneliness", "grief", "amnesia", "dream", "nightmare", "conspiracy", "hostage", "bank robbery", "treasure", "pirate", "knight",
  "king", "queen", "prince", "princess", "dragon", "cowboy", "western", "samurai", "martial arts", "boxing", "football", "baseball",
  "basketball", "chess", "gambling", "casino", "las vegas", "hotel", "restaurant", "cooking", "farm", "horse", "dog", "cat",
  "based on true story", "remake", "anime", "stop motion", "musical", "mockumentary", "found footage", "black and white", "silent film",
];

/** Where film companies' names end. */
export const COMPANY_WORDS = ["Pictures", "Films", "Studios", "Entertainment", "Productions", "Media", "Cinema", "Features", "Film Works", "Motion Pictures"];

/** Syllables that make up generated given names and surnames. */
export const NAME_SYLLABLES = [
  "an", "bel", "car", "dan", "el", "fen", "gar", "hal", "is", "jon", "kar", "lin", "mar", "nor", "ol", "per", "quin", "ros", "sam",
  "tor", "ul", "val", "wen", "xan", "yor", "zel", "bri", "cla", "dre", "fro", "gre", "lo", "mi", "na", "ri", "sa", "te", "vi", "ka", "do",
];

/** Words of an original title in a language other than English: syllables, so a title searched by its original name is found only that way. */
export const FOREIGN_SYLLABLES = ["la", "mer", "sol", "noc", "ama", "kaze", "yoru", "nacht", "tag", "vida", "amor", "lune", "ciel", "mori", "hana", "liebe", "tierra", "fuego", "notte", "sera"];
