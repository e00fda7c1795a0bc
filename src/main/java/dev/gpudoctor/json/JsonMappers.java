package dev.gpudoctor.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleDeserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The one place a JSON mapper is configured. Every record GPU Doctor writes has one shape: snake_case
 * keys, enums as their lowercase word ({@code jsonName()} where the enum has one: "pass",
 * "not-probed", "wsl2"), times as ISO-8601 text. The same mapper writes {@code check --json}, a
 * bundle's report.json and the run history, so one record reads the same in all three.
 */
public final class JsonMappers {

    // Each mapper is built on first use (a holder class each): building them costs a Jackson start
    // of 100-200 ms of CPU, which the window should not spend while it opens.
    private static final class Records {
        static final ObjectMapper MAPPER = configure(
                        JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
                .build();
    }

    private static final class Strict {
        static final ObjectMapper MAPPER = configure(JsonMapper.builder()
                        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES))
                .build();
    }

    private static final class Protocol {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .build();
    }

    private JsonMappers() {}

    /**
     * For the Python bridge's answers read into records: field names exactly as the bridge writes them
     * (PROTOCOL.md: "energy_eV"), no coercion, so a string for a number or 3.5 for a count is an error.
     */
    public static ObjectMapper protocol() {
        return Protocol.MAPPER;
    }

    /**
     * For records written and read back (reports, bundles, history, the CLI) and for the children's
     * protocols (read as trees). A newer writer's extra keys are ignored: old GPU Doctors read new files.
     */
    public static ObjectMapper records() {
        return Records.MAPPER;
    }

    /** For the data files shipped inside GPU Doctor (knowledge base, catalogues): a key it does not know is an error. */
    public static ObjectMapper strict() {
        return Strict.MAPPER;
    }

    /**
     * Reads a shipped data file strictly; an unknown key fails with a sentence naming the key, where
     * it is and the file, so a misspelt condition is never silently dropped.
     */
    public static <T> T readStrict(InputStream in, Class<T> type, String fileName) throws IOException {
        try {
            return Strict.MAPPER.readValue(in, type);
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds() == null
                    ? ""
                    : e.getKnownPropertyIds().stream()
                            .map(String::valueOf)
                            .sorted()
                            .collect(Collectors.joining(", "));
            throw new IOException(
                    fileName + ": unknown key '" + e.getPropertyName() + "' at " + where(e)
                            + (known.isEmpty() ? "" : " (known keys there: " + known + ")"),
                    e);
        } catch (InvalidFormatException e) {
            if (e.getTargetType() != null && e.getTargetType().isEnum()) {
                // A word outside a vocabulary (a check id, an action): name the word, the vocabulary and where, not
                // Jackson's class names.
                throw new IOException(
                        fileName + ": unknown " + vocabulary(e.getTargetType()) + " '" + e.getValue() + "' at "
                                + where(e)
                                + " (known: "
                                + Arrays.stream(e.getTargetType().getEnumConstants())
                                        .map(c -> word((Enum<?>) c))
                                        .collect(Collectors.joining(", "))
                                + ")",
                        e);
            }
            throw new IOException(fileName + ": " + e.getOriginalMessage() + " at " + where(e), e);
        } catch (JsonMappingException e) {
            throw new IOException(fileName + ": " + e.getOriginalMessage() + " at " + where(e), e);
        }
    }

    /** "CheckId" as "check id": the name a person reads for an enum's words. */
    private static String vocabulary(Class<?> type) {
        return type.getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }

    private static String where(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        String line = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
        return (path.length() == 0 ? "the top level" : path) + line;
    }

    private static <B extends MapperBuilder<?, ?>> B configure(B builder) {
        builder.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .addModule(new JavaTimeModule())
                .addModule(enumWords())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        return builder;
    }

    /** Enums out as their lowercase word; in from that word or the constant's name in any case (what older versions wrote). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static SimpleModule enumWords() {
        SimpleModule module = new SimpleModule("enum-words");
        module.addSerializer(Enum.class, new JsonSerializer<Enum>() {
            @Override
            public void serialize(Enum value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                gen.writeString(word(value));
            }
        });
        module.setDeserializers(new SimpleDeserializers() {
            @Override
            public JsonDeserializer<?> findEnumDeserializer(
                    Class<?> type, DeserializationConfig config, BeanDescription beanDesc) {
                return new JsonDeserializer<Enum>() {
                    @Override
                    public Enum deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                        String text = p.getValueAsString();
                        for (Object constant : type.getEnumConstants()) {
                            Enum e = (Enum) constant;
                            if (word(e).equalsIgnoreCase(text) || e.name().equalsIgnoreCase(text)) {
                                return e;
                            }
                        }
                        return (Enum) ctxt.handleWeirdStringValue(
                                type,
                                text,
                                "not one of "
                                        + Arrays.stream(type.getEnumConstants())
                                                .map(c -> word((Enum) c))
                                                .collect(Collectors.joining(", ")));
                    }
                };
            }
        });
        return module;
    }

    /**
     * A record's fields as the records mapper writes them (snake_case keys in component order, a null left out where the
     * record says so), for a map that carries several producers' fields side by side (a capability cell's evidence).
     */
    public static Map<String, Object> fields(Object record) {
        return Records.MAPPER.convertValue(record, FIELDS);
    }

    private static final TypeReference<LinkedHashMap<String, Object>> FIELDS = new TypeReference<>() {};

    /** The enum's {@code jsonName()} where it has one, else its name in lower case. */
    public static String word(Enum<?> value) {
        Method jsonName = JSON_NAME.get(value.getDeclaringClass());
        if (jsonName != null) {
            try {
                return (String) jsonName.invoke(value);
            } catch (ReflectiveOperationException e) {
                // not callable from here: the lowercase name
            }
        }
        return value.name().toLowerCase(Locale.ROOT);
    }

    private static final ClassValue<Method> JSON_NAME = new ClassValue<>() {
        @Override
        protected Method computeValue(Class<?> type) {
            try {
                Method method = type.getMethod("jsonName");
                return method.getReturnType() == String.class ? method : null;
            } catch (NoSuchMethodException e) {
                return null;
            }
        }
    };
}
