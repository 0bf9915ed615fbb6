/**
 * A short embedded list of the most used passwords (the top of the public breach-corpus
 * rankings, plus common Portuguese and Brazilian ones such as senha123 and benfica). A new
 * password on this list is refused. Compared lower-cased, so Password1 counts as password1.
 * Kept small on purpose: it ships to the browser with the sign-up and reset forms.
 */
const COMMON_PASSWORD_TEXT = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000
charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather
secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey
q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar
jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome
falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys
987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha
chester mother forever johnny edward 333333 oliver redsox player nikita knight fender barney
midnight please brandy chicago badboy slayer rangers charles angel flower rabbit wizard jasper
enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine
ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal
87654321 12344321 golf heaven 5555 vfhbyf 1q2w3e jennifer1 password1 password123 qwerty123
1q2w3e4r5t abcd1234 admin admin123 welcome1 iloveyou1 123abc letmein1 passw0rd p@ssw0rd p@ssword
password12 password1234 qwerty1 abc12345 aa123456 monkey1 dragon1 football1 baseball1 princess1
sunshine1 1qaz2wsx3edc zaq12wsx qwe123 asd123 zxc123 123qweasd qweasdzxc 1234abcd a123456
123456a 123456q lovely 7777 1111111 12121212 000000000 0123456789 123456789a 11223344 121212121
987654321a admin1 administrator root toor guest user login changeme default secret1234 senha
senha123 benfica sporting porto portugal lisboa 123mudar mudar123 amor amorzinho saudade futebol
flamengo corinthians palmeiras gremio brasil benfica1 sporting1 portugal1 qwertz azerty 1qazxsw2
!qaz2wsx zxcvbnm1 asdfghjkl qwertyui 123qwe123 q1w2e3 1a2b3c4d alexander jessica1 michael1
hello123 love123 iloveu myspace1 chocolate butterfly anthony1 friends liverpool baby123 lovers
angels jesus1 loveme fuckyou fuckyou1 123456789q
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_TEXT.split(/\s+/).filter(Boolean));

/** True when the password is on the list of most common passwords (ignoring case). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
