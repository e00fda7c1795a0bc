package dev.gpudoctor.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Reads JSON written before GPU Doctor had one shape per record: bundles of schema 1 and run-history
 * files wrote record fields in camelCase ("durationMs", "timingsS"). Only the field names of the
 * records given are renamed, never a map's own keys (environment variables, NVML function names).
 */
public final class OlderShapes {

    private static final PropertyNamingStrategies.SnakeCaseStrategy SNAKE =
            new PropertyNamingStrategies.SnakeCaseStrategy();

    private OlderShapes() {}

    /** The tree with every camelCase field name of {@code records} (and the records they hold) in snake_case; changed in place. */
    public static JsonNode snakeCaseKeys(JsonNode tree, Class<?>... records) {
        Set<String> names = new HashSet<>();
        Set<Class<?>> seen = new HashSet<>();
        for (Class<?> record : records) {
            collect(record, names, seen);
        }
        rename(tree, names);
        return tree;
    }

    private static void collect(Type type, Set<String> names, Set<Class<?>> seen) {
        if (type instanceof ParameterizedType parameterized) {
            for (Type argument : parameterized.getActualTypeArguments()) {
                collect(argument, names, seen);
            }
            collect(parameterized.getRawType(), names, seen);
            return;
        }
        if (!(type instanceof Class<?> cls) || !cls.isRecord() || !seen.add(cls)) {
            return;
        }
        for (RecordComponent component : cls.getRecordComponents()) {
            if (!component.getName().equals(SNAKE.translate(component.getName()))) {
                names.add(component.getName());
            }
            collect(component.getGenericType(), names, seen);
        }
    }

    private static void rename(JsonNode node, Set<String> names) {
        if (node instanceof ObjectNode object) {
            List<String> keys = new ArrayList<>();
            object.fieldNames().forEachRemaining(keys::add);
            for (String key : keys) {
                JsonNode value = object.get(key);
                rename(value, names);
                if (names.contains(key) && !object.has(SNAKE.translate(key))) {
                    object.remove(key);
                    object.set(SNAKE.translate(key), value);
                }
            }
        } else if (node != null && node.isArray()) {
            for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
                rename(it.next(), names);
            }
        }
    }
}
