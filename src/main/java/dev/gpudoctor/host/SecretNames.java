package dev.gpudoctor.host;

import java.util.regex.Pattern;

/** Which environment variables hold secrets, by name: one rule for the bundle's redaction and the kept checklist run. */
public final class SecretNames {

    /** TOKEN, KEY, SECRET, PASSWORD… anywhere in the name. PWD and OLDPWD are folders, not passwords. */
    static final Pattern SECRET_NAME = Pattern.compile(
            "(?!(?:OLD)?PWD\\b)[A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE)[A-Z0-9_]*");

    private SecretNames() {}

    public static boolean looksSecret(String variableName) {
        return variableName != null && SECRET_NAME.matcher(variableName).matches();
    }
}
